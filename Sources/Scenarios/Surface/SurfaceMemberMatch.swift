/// A member found on a type, with the type that declares it.
package struct SurfaceMemberMatch: Sendable, Hashable {
  package var member: SurfaceMember
  /// The declaring type: the type asked about, a superclass, or an adopted protocol.
  package var owner: SurfaceType
  /// Found by the spelling it replaced (`addChildViewController(_:)`), not the current one.
  package var isRenamedSpelling: Bool
}
