/// Where a Swift function runs, as written on it (SE-0313, SE-0316): on the main actor
/// (`@MainActor`), or on no actor (`nonisolated`). Code that says neither takes its type's
/// isolation; every UIKit class is `@MainActor`, and so is every subclass of one.
enum ActorIsolation: Sendable, Equatable {
  case mainActor
  case nonisolated
}
