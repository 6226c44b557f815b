import Foundation
import SceneDocument

/// A view's frame as the code computed it from the screen's size: each side a ``ScreenTest/Term``
/// of number literals, the values the code read, the screen's width and height and `+ - * /`,
/// evaluated in the same order and with the same arithmetic as the interpreter
/// (``CodeInterpreter/arithmetic(_:_:_:at:)``), so that its value on another screen size is
/// exactly the number interpreting the code there would give.
///
/// A frame that uses the screen's size only through these terms (`UIView(frame: CGRect(x: 0,
/// y: kTopBar, width: view.bounds.width, height: 44))`, `CGRectMake(0, SCREEN_H - 49, …)` with
/// `[UIScreen mainScreen].bounds.size.height`) does not make the interpretation rest on the
/// screen's size: the interpretation is kept once and the frame is computed again for each
/// screen size (``CodeLayoutCache``). Before, each generated screen was interpreted once per
/// screen size of the catalog (46 times for its 67 layouts).
struct FrameTerms: Hashable, Sendable {
  var x: ScreenTest.Term
  var y: ScreenTest.Term
  var width: ScreenTest.Term
  var height: ScreenTest.Term

  /// Whether some side reads the screen's size (a frame of constants needs no terms).
  var readsScreen: Bool {
    x.readsScreen || y.readsScreen || width.readsScreen || height.readsScreen
  }

  /// The frame on a screen of `width` × `height` (`nil` only for a division by zero, which
  /// ``CodeInterpreter/termValue(_:_:)`` never keeps).
  func frame(width screenWidth: Double, height screenHeight: Double) -> (
    x: Double, y: Double, width: Double, height: Double
  )? {
    guard let x = x.value(width: screenWidth, height: screenHeight),
      let y = y.value(width: screenWidth, height: screenHeight),
      let width = width.value(width: screenWidth, height: screenHeight),
      let height = height.value(width: screenWidth, height: screenHeight)
    else { return nil }
    return (x, y, width, height)
  }
}

/// A view's frame to compute again for each screen size: where the view is in the exported
/// controller's view tree (the index of each subview from the root view down) and its terms.
struct FramePatch: Hashable, Sendable {
  var path: [Int]
  var terms: FrameTerms
}

extension FrameTerms {
  /// `controller` with the frames `patches` name computed for a screen of `width` × `height`
  /// (each frame's location kept). Only the nodes on the patches' paths are rewritten: copying
  /// and rebuilding the whole view tree was 5 % of auditing a generated folder.
  static func patching(
    _ controller: ControllerNode, _ patches: [FramePatch], width: Double, height: Double
  ) -> ControllerNode {
    guard !patches.isEmpty, var view = controller.view else { return controller }
    for patch in patches {
      guard let frame = patch.terms.frame(width: width, height: height) else { continue }
      apply(frame, at: patch.path[...], to: &view)
    }
    var patched = controller
    patched.view = view
    return patched
  }

  private static func apply(
    _ frame: (x: Double, y: Double, width: Double, height: Double), at path: ArraySlice<Int>,
    to node: inout ViewNode
  ) {
    guard let first = path.first else {
      guard let old = node.frame else { return }
      node.frame = Located(
        .rect(
          x: .number(frame.x), y: .number(frame.y), width: .number(frame.width),
          height: .number(frame.height)), at: old.location)
      return
    }
    guard var subviews = node.subviews, first < subviews.count else { return }
    node.subviews = nil  // `subviews` the only reference: changed in place
    apply(frame, at: path.dropFirst(), to: &subviews[first])
    node.subviews = subviews
  }

  /// The patches of the views of `controller`'s view tree whose id `terms` names and that have
  /// a frame, in tree order; `nil` when one of `terms` is not found there.
  static func patches(_ controller: ControllerNode, _ terms: [String: FrameTerms])
    -> [FramePatch]?
  {
    guard !terms.isEmpty else { return [] }
    guard let root = controller.view else { return nil }
    var found: [FramePatch] = []
    var pending: [(node: ViewNode, path: [Int])] = [(root, [])]
    var visited = 0
    while let (node, path) = pending.popLast(), visited < 1_000_000 {
      visited += 1
      if node.frame != nil, let id = node.id?.value, let term = terms[id] {
        found.append(FramePatch(path: path, terms: term))
      }
      for (index, child) in (node.subviews ?? []).enumerated().reversed() {
        pending.append((child, path + [index]))
      }
    }
    return found.count == terms.count ? found : nil
  }
}

extension CodeInterpreter {
  /// Whether frames may keep the screen's size as terms in this run: not in a child
  /// controller's run inside its parent's export, not in a pass that reads a measured layout.
  var keepsScreenTerms: Bool { childDepth == 0 && measured == nil }

  /// The screen's size was used where its terms are not kept: it is recorded as read, as
  /// reading it always did (``screenSize``).
  func dropTerms(_ term: ScreenTest.Term?) {
    if term?.readsScreen == true { _ = screenSize }
  }

  func dropTerms(_ terms: FrameTerms?) {
    if terms?.readsScreen == true { _ = screenSize }
  }

  /// Code reads the frame of view `index` (its number, not a frame for the layout): a frame
  /// kept with the screen's size as terms makes the read rest on the screen's size.
  func readFrame(_ index: Int) {
    guard views.indices.contains(index) else { return }
    dropTerms(views[index].frameTerms)
  }

  /// The value `evaluate(expression, scope)` gives, and, when it is a number that the screen's
  /// size reaches only through `+ - * /` of the screen's (or the controller's root view's, while
  /// it still has the screen's size) width and height, the term that computes it on any screen
  /// size; the screen's size is then not recorded as read (the caller keeps the term, or drops
  /// it with ``dropTerms(_:)-(ScreenTest.Term?)``). Anything else is evaluated as before.
  func termValue(_ expression: CodeExpression, _ scope: Scope) -> (CodeValue, ScreenTest.Term?) {
    guard keepsScreenTerms else { return plainTerm(evaluate(expression, scope)) }
    let at = expression.position
    switch expression.kind {
    case .member(let base?, let name) where name == "width" || name == "height":
      if let screen = screenDimension(expression, base: base, name: name, scope) {
        return screen
      }
      return plainTerm(evaluate(expression, scope))
    case .binary(let op, let lhs, let rhs) where ["+", "-", "*", "/"].contains(op):
      let (left, leftTerm) = termValue(lhs, scope)
      let (right, rightTerm) = termValue(rhs, scope)
      var value = arithmetic(op, left, right, at: at)
      var term: ScreenTest.Term?
      if case .number(let result) = value, case .number = left, case .number(let divisor) = right,
        let leftTerm, let rightTerm,
        op != "/" || (!rightTerm.readsScreen && divisor != 0)
      {
        term =
          leftTerm.readsScreen || rightTerm.readsScreen
          ? .binary(op, leftTerm, rightTerm) : .number(result)
      } else {
        dropTerms(leftTerm)
        dropTerms(rightTerm)
        value = lintFallback(expression, scope, value)
        term = value.number.map { .number($0) }
      }
      return (value, term)
    case .unary(let op, let operand) where op == "-" || op == "+":
      let (inner, innerTerm) = termValue(operand, scope)
      var value = unaryValue(op, inner, expression)
      guard case .number(let result) = value, case .number = inner, let innerTerm else {
        dropTerms(innerTerm)
        value = lintFallback(expression, scope, value)
        return (value, value.number.map { .number($0) })
      }
      guard innerTerm.readsScreen else { return (value, .number(result)) }
      return (value, op == "-" ? .negated(innerTerm) : innerTerm)
    default:
      return plainTerm(evaluate(expression, scope))
    }
  }

  private func plainTerm(_ value: CodeValue) -> (CodeValue, ScreenTest.Term?) {
    (value, value.number.map { .number($0) })
  }

  /// `UIScreen.main.bounds.width` (`[UIScreen mainScreen].bounds.size.width`), `view.bounds.width`,
  /// `self.view.frame.size.height` … of the controller's root view while it has the screen's
  /// size (``Phase/load``, not made from a xib): the value reading it gives, and the term
  /// `.width` or `.height`; `nil` for anything else (evaluated as before).
  private func screenDimension(
    _ expression: CodeExpression, base: CodeExpression, name: String, _ scope: Scope
  ) -> (CodeValue, ScreenTest.Term?)? {
    // The links between the receiver and the dimension: `bounds`, `frame`, then maybe `size`.
    var links = [name]
    var receiver = base
    while case .member(let inner?, let link) = receiver.kind, links.count < 3,
      ["bounds", "frame", "size"].contains(link)
    {
      links.insert(link, at: 0)
      receiver = inner
    }
    guard links.count >= 2, links[0] == "bounds" || links[0] == "frame",
      links.count == 2 || links[1] == "size", isPlainReceiver(receiver)
    else { return nil }
    let owner = evaluate(receiver, scope)
    switch owner {
    case .screen where links[0] == "bounds": break
    case .view(let index) where index == rootView && phase == .load && rootNib == nil: break
    default: return nil
    }
    let size = environment.screenBounds.size
    let expected = Double(name == "width" ? size.width : size.height)
    // The same member reads as `evaluate` makes, without recording the screen's size.
    screenReadsSuppressed = true
    var value = owner
    for link in links {
      if case .unknown = value { break }
      value = member(value, link, at: expression.position, scope: scope)
    }
    screenReadsSuppressed = false
    // Anything unexpected: evaluated again as before (the receiver is plain), recording the size.
    guard case .number(let number) = value, number == expected else { return nil }
    return (value, name == "width" ? .width : .height)
  }

  /// A receiver that evaluating twice gives the same value without running code of the app's:
  /// `UIScreen.main`, `view`, `self.view`.
  private func isPlainReceiver(_ expression: CodeExpression) -> Bool {
    switch expression.kind {
    case .name("view"): return true
    case .member(let inner?, "view"):
      if case .name("self") = inner.kind { return true }
      return false
    case .member(let inner?, "main"):
      if case .name("UIScreen") = inner.kind { return true }
      return false
    default: return false
    }
  }

  /// A frame argument (`frame:` of an initializer, the value assigned to `frame`): a rectangle
  /// made by `CGRect(x:y:width:height:)` or `CGRectMake(…)` keeps the terms of its sides
  /// (``termValue(_:_:)``); anything else is evaluated as before (no terms).
  func frameValue(_ expression: CodeExpression, _ scope: Scope) -> (CodeValue, FrameTerms?) {
    guard keepsScreenTerms, case .call(let callee, let arguments, nil) = expression.kind,
      case .name(let name) = callee.kind, name == "CGRect" || name == "CGRectMake",
      arguments.count == 4,
      arguments.map(\.label)
        == (name == "CGRect" ? ["x", "y", "width", "height"] : [nil, nil, nil, nil]),
      scope.lookup(name) == nil,
      scope.owner.map({ program.method(name, arguments: arguments, of: $0.name) == nil }) ?? true,
      !program.isViewClass(name)
    else { return (evaluate(expression, scope), nil) }
    switch scope.selfValue {
    case .view where UIKitViewMethods.names.contains(name),
      .controller where UIKitViewMethods.controllerNames.contains(name):
      return (evaluate(expression, scope), nil)
    default: break
    }
    // As `freeCall` does: each argument in order until one is not a number, then the first
    // unknown among all of them.
    var values: [CodeValue] = []
    var terms: [ScreenTest.Term] = []
    for argument in arguments {
      let (value, term) = termValue(argument.value, scope)
      values.append(value)
      guard value.number != nil, let term else {
        dropTerms(term)
        for term in terms { dropTerms(term) }
        for rest in arguments.dropFirst(values.count) { values.append(evaluate(rest.value, scope)) }
        var result =
          values.first(where: { $0.unknown != nil })
          ?? unknown(
            "'\(expression.text)' has a value that is not a number", at: expression.position)
        result = lintFallback(expression, scope, result)
        return (result, nil)
      }
      terms.append(term)
    }
    let numbers = values.compactMap(\.number)
    let rect = CodeValue.rect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])
    let frame = FrameTerms(x: terms[0], y: terms[1], width: terms[2], height: terms[3])
    return (rect, frame.readsScreen ? frame : nil)
  }
}
