/// What a member can do beyond holding a value: its area (if it belongs to one) and why it is
/// never inert (if it is not).
package struct SurfaceClassification: Sendable, Hashable {
  /// The named area the member belongs to, if any. A member can belong to an area and still
  /// be harmless to keep inert (`modalPresentationStyle` belongs to presentation but only
  /// holds a value); `activity` says which.
  package var area: SurfaceArea?
  /// What the member can do to containment or the scenario's code; empty for a member that
  /// only holds or computes a value.
  package var activity: SurfaceActivity

  /// A member that can change containment or call back into the scenario's code: it must be
  /// modelled or refused with its area's name, never accepted as inert.
  package var isNeverInert: Bool { !activity.isEmpty }
}
