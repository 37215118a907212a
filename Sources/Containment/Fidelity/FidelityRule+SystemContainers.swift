extension FidelityRule {
  /// UINavigationController, presentation and UITabBarController (A10-A15, B20-B36): none
  /// modelled yet.
  static let systemContainerRules: [FidelityRule] = []
}
