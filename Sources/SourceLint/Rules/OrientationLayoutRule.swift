/// `orientation_layout` (iOS 27 resizable apps): the interface orientation deciding layout.
enum OrientationLayoutRule {
  static let description = LintRuleDescription(
    identifier: LintRules.orientationLayout, name: "Orientation decides layout",
    summary: """
      The interface or device orientation (`statusBarOrientation`, `UIDevice.orientation`, \
      `UIInterfaceOrientationIsLandscape`) choosing sizes, frames or insets, or (Objective-C) \
      which view is shown and which constraints are installed.
      """,
    rationale: """
      A resizable window can be tall in a landscape screen and wide in a portrait one; the \
      orientation says nothing about the room a view has. Layout reads the view's size.
      """,
    severity: .warning,
    fix: "Decide from the view's bounds or its size classes in `viewWillTransition(to:with:)`.",
    triggeringExamples: [
      LintExample(
        "void f(void) {\n  if (UIInterfaceOrientationIsLandscape(↓[UIApplication sharedApplication].statusBarOrientation)) {\n    view.frame = CGRectMake(0, 0, 480, 320);\n  }\n}\n"
      ),
      .swift("func f() { let h: CGFloat = ↓UIDevice.current.orientation.isLandscape ? 32 : 44 }\n"),
      LintExample(
        "void f(void) {\n  if (↓[UIApplication sharedApplication].statusBarOrientation == UIInterfaceOrientationPortrait) {\n    view = self.portraitControlsView;\n  } else {\n    view = self.landscapeControlsView;\n  }\n}\n"
      ),
    ],
    nonTriggeringExamples: [
      .swift(
        "func f() {\n  if UIDevice.current.orientation.isLandscape {\n    player.enterFullScreen()\n  }\n}\n"
      )
    ])
}

extension OrientationLayoutRule {
  /// The interface orientation deciding layout.
  static func check(_ node: LintExpression, _ context: StatementContext, _ analyzer: Analyzer) {
    if comparesWithOrientationConstant(node, context) {
      context.orientationReported = true
      analyzer.report(
        LintRules.orientationLayout, at: context.location(node),
        message: "decides layout by an orientation (compared with \(orientationConstant(node)))")
      return
    }
    guard case .fact(.orientation, let path) = node.kind, context.decidesLayout(node) else {
      return
    }
    // Whether the orientation is a valid interface one, or changed since the last one seen
    // (`newOrientation != currentOrientation`): a change detected, not a layout chosen by it
    // (measurement J: a relayout triggered on rotation, reported twice).
    if path.hasSuffix("isValidInterfaceOrientation")
      || comparedWithAStoredOrientation(node, in: context.expression)
    {
      return
    }
    // `UIDevice.current.orientation` is how the device is held (face up, face down, and
    // unrelated to a resizable window's shape), not the interface's orientation.
    let which = path.includes("UIDevice") || path.includes("device") ? "device" : "interface"
    analyzer.report(
      LintRules.orientationLayout, at: context.location(node),
      message: "decides layout by \(which) orientation")
  }

  /// A use of a value chosen by orientation, or of an orientation test deciding layout.
  /// In Objective-C, a value compared with an orientation constant (`orientation ==
  /// UIDeviceOrientationPortrait`) in a condition choosing layout, where the value is no
  /// orientation the reader knows (a C function's result, `mq_current_orientation(…)`): an
  /// orientation test all the same (measurement M: a scaling library swapping the screen's
  /// width and height by the status-bar orientation, 8 labels missed). Once per statement
  /// (`o == Portrait || o == PortraitUpsideDown` is one test). Swift's `.portrait` is left out:
  /// a bare case names other enums too (`AVCaptureVideoOrientation`).
  static func comparesWithOrientationConstant(_ node: LintExpression, _ context: StatementContext)
    -> Bool
  {
    guard !context.orientationReported, !context.file.hasSuffix(".swift"),
      case .binary(let op, let lhs, let rhs) = node.kind, op == "==" || op == "!=",
      context.decidesLayout(node)
    else { return false }
    func isConstant(_ side: LintExpression) -> Bool {
      if case .string(let value) = side.kind { return value == "portrait" || value == "landscape" }
      return false
    }
    func isUnknownValue(_ side: LintExpression) -> Bool {
      switch side.kind {
      case .reference, .local, .path, .call, .parameter: return true
      default: return false
      }
    }
    return (isConstant(rhs) && isUnknownValue(lhs)) || (isConstant(lhs) && isUnknownValue(rhs))
  }

  static func orientationConstant(_ node: LintExpression) -> String {
    guard case .binary(_, let lhs, let rhs) = node.kind else { return "an orientation" }
    for side in [rhs, lhs] {
      if case .string(let value) = side.kind { return "a \(value) orientation" }
    }
    return "an orientation"
  }

  static func use(_ use: DefinitionUse, _ analyzer: Analyzer) {
    if use.classification.kind == .orientationChoice {
      analyzer.report(
        LintRules.orientationLayout, at: use.location,
        message: "uses orientation-chosen value \(use.name)", definition: use.definition)
    } else if use.decidesLayout {
      analyzer.report(
        LintRules.orientationLayout, at: use.location,
        message: "decides layout by orientation through \(use.name)", definition: use.definition)
    }
  }

  /// Whether `node` is compared (`==`, `!=`) with a variable holding an orientation
  /// (`currentOrientation`, `lastOrientation`), not with a constant (`.portrait`).
  static func comparedWithAStoredOrientation(_ node: LintExpression, in expression: LintExpression)
    -> Bool
  {
    var found = false
    expression.walk { candidate in
      guard !found, case .binary(let op, let lhs, let rhs) = candidate.kind,
        op == "==" || op == "!="
      else { return }
      let other: LintExpression
      if lhs.position == node.position, lhs.kind == node.kind {
        other = rhs
      } else if rhs.position == node.position, rhs.kind == node.kind {
        other = lhs
      } else {
        return
      }
      switch other.kind {
      case .reference(let name), .local(let name):
        found = name.lowercased().includes("orientation")
      case .path(let path):
        found = !path.hasPrefix(".") && path.lowercased().includes("orientation")
      case .fact(.orientation, _):
        // A stored orientation seeded from the device's (`@State var currentOrientation =
        // UIDevice.current.orientation`), expanded: two orientations compared.
        found = true
      default: break
      }
    }
    return found
  }
}
