/// The model's choices for the constraint update pass, repeating timers and the screen
/// (docs/FIDELITY.md B79, B80, B81).
extension UIKitBehavior {
  /// B79 [I]: the order of the update pass: the views under a view before it (bottom-up), or
  /// a view before the views under it.
  public enum ConstraintPassOrder: String, Sendable, CaseIterable {
    case bottomUp = "bottom-up"
    case topDown = "top-down"
  }
  /// B80 [I]: when a repeating timer fires: while another timer is pending at or after its
  /// fire date (an animation's end, a delayed perform, a `run=wait:` step), or only while the
  /// scenario waits (`run=wait:`).
  public enum RepeatingTimers: String, Sendable, CaseIterable {
    case whilePending = "while-pending"
    case waitOnly = "wait-only"
  }
  /// B81 [I]: the screen a scenario runs on: a phone's (390 × 844 points), or every size zero
  /// (the model before it had a screen).
  public enum Screen: String, Sendable, CaseIterable {
    case phone
    case zero
  }
  /// B83 [I]: how an alert is presented: over the content, the presenter keeping its view
  /// and getting no callback, or covering it as a full-screen presentation does.
  public enum AlertPresentation: String, Sendable, CaseIterable {
    case overContent = "over-content"
    case covering
  }
  /// B82 [I]: when a display link's frames fire: while other work is pending and for 2 s of
  /// the clock after it ends, or only while other work is pending (as B80's repeating timers).
  public enum DisplayLinkFrames: String, Sendable, CaseIterable {
    case untilIdle = "until-idle"
    case whilePending = "while-pending"
  }
}
