/// Core Animation transaction groups opened by code (docs/FIDELITY.md A30, B64).
///
/// ```swift
/// CATransaction.begin()
/// CATransaction.setCompletionBlock { … }  // runs when the group's animations end,
/// navigation.pushViewController(next, animated: true)  // (B64) the push joins the group
/// CATransaction.commit()                   // or here, when the group added none
/// ```
public final class CATransactionGroup {
  /// The block `setCompletionBlock` gave the group; a later call replaces it.
  var completion: (() -> Void)?
  /// Animations added while the group was open that have not finished.
  var pending = 0
  var committed = false
  var finished = false
  /// A30.2 [D]: kept and read back, never traced.
  var animationDuration = 0.25
  var disablesActions = false
}

extension UIKitSimulation {
  /// `CATransaction`, named so in traces.
  var transactionClass: ClassObject {
    if let receiver = surface.transactionClass { return receiver }
    let receiver = ClassObject()
    surface.transactionClass = receiver
    name(receiver, "CATransaction")
    return receiver
  }

  /// The receiver code's `CATransaction` calls are traced on.
  public var caTransactionReceiver: AnyObject { transactionClass }

  /// `CATransaction.begin()`: a new group, inside the open one if any (A30.1 [D]).
  public func beginTransaction() {
    surface.openTransactions.append(CATransactionGroup())
  }

  /// `CATransaction.setCompletionBlock(_:)` on the open group; outside any group, on the
  /// implicit one of this turn, which adds no animations the model runs: the block runs at
  /// the end of the turn.
  public func setTransactionCompletion(_ block: (() -> Void)?) {
    if let group = surface.openTransactions.last {
      group.completion = block
    } else if let block {
      deferToEndOfTurn { [unowned self] in self.runTransactionCompletion(block) }
    }
  }

  /// `CATransaction.commit()`: closes the open group; its completion runs now when it added
  /// no animation, else when the last one ends (A30.1 [D]).
  public func commitTransaction() {
    guard let group = surface.openTransactions.popLast() else { return }
    group.committed = true
    finishIfDone(group)
  }

  /// A30.2 [D]: the open group's animation duration (0.25 s by default) and disabled actions.
  public var transactionAnimationDuration: Double {
    get { surface.openTransactions.last?.animationDuration ?? 0.25 }
    set { surface.openTransactions.last?.animationDuration = newValue }
  }

  public var transactionDisablesActions: Bool {
    get { surface.openTransactions.last?.disablesActions ?? false }
    set { surface.openTransactions.last?.disablesActions = newValue }
  }

  /// An animation that starts now joins every open group (A30.1, B64): the closure it returns
  /// is called when the animation has ended, after UIKit's own work at its end. Nil when no
  /// group is open.
  func joinTransactions() -> (() -> Void)? {
    let groups = surface.openTransactions
    guard !groups.isEmpty else { return nil }
    for group in groups { group.pending += 1 }
    return { [unowned self] in
      for group in groups {
        group.pending -= 1
        self.finishIfDone(group)
      }
    }
  }

  /// B64 [I]: a navigation or presentation transition requested inside a group joins it,
  /// unless `uikit=B64:at-commit`.
  func joinTransactionsForSystemTransition(animated: Bool) -> (() -> Void)? {
    guard animated, behavior.transactionJoining == .joins else { return nil }
    return joinTransactions()
  }

  private func finishIfDone(_ group: CATransactionGroup) {
    guard group.committed, group.pending == 0, !group.finished else { return }
    group.finished = true
    guard let block = group.completion else { return }
    runTransactionCompletion(block)
  }

  private func runTransactionCompletion(_ block: @escaping () -> Void) {
    invokeClosure(.plainCompletion, [], rule: "A30.1") { block() }
  }

  /// Runs `body` at the end of the current turn (for the scenario layer's deferred questions,
  /// B65, B66).
  public func atEndOfTurn(_ body: @escaping () -> Void) {
    deferToEndOfTurn(body)
  }
}
