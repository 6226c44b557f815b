/// What the rules' statement checks read of one statement, computed once per statement by
/// ``Analyzer/check(_:file:)`` and handed to each rule's check (`Rules/…Rule.swift`), node by
/// node, in one walk of the statement's expression.
///
/// A class, not a struct: the checks run in closures over every node of the expression, and a
/// struct read from a closure was copied whole on every node.
final class StatementContext {
  /// The file the statement is in.
  let file: String
  /// The enclosing function, method or property, if any.
  let enclosing: String?
  let role: SourceStatement.Role
  /// What the value is assigned to, as written.
  let target: String?
  /// For conditions: whether the code controlled only returns a string (a model-name table).
  let controlsNameOnly: Bool
  /// For conditions: whether the code controlled only assigns a name (an identifier table's
  /// entry, ``SourceStatement/controlsTableEntryOnly``).
  let controlsTableEntryOnly: Bool
  /// Inside the fallback branch of an availability check.
  let isFallback: Bool
  /// Whether the statement reads the status bar for the status bar itself
  /// (``Analyzer/isForStatusBar(_:)``).
  let forStatusBar: Bool
  /// The expression as written, locals whose value is known replaced by that value.
  let written: LintExpression
  /// ``written`` with names standing for device facts expanded (`SCREEN_HEIGHT`).
  let expression: LintExpression
  /// A condition controlling layout.
  let inLayoutCondition: Bool
  /// The conditions of `? :`s choosing layout numbers.
  let layoutConditionNodes: [LintExpression]
  /// The size comparisons in ``expression`` (`DeviceSizeCheckRule`): a screen read inside one is
  /// the comparison's, not a `main_screen_bounds` finding of its own.
  let sizeComparisonNodes: [LintExpression]
  /// Set by `BarConstantRule`: the statement is an inline bar constant
  /// (`CGFloat navHeight = isX ? 88 : 64`), which the notch and status-bar checks then leave
  /// to it.
  var inlineBar = false
  /// Set by `OrientationLayoutRule`: an orientation constant's comparison was reported.
  var orientationReported = false
  /// Set by `DeviceModelCheckRule`: the statement's list of model identifiers was reported
  /// (one finding per list, not one per identifier).
  var modelListReported = false
  /// Set by `MainScreenBoundsRule` (and by a use of a screen-bounds definition): the lines of
  /// the `main_screen_bounds` findings made. One finding per statement; in Swift one per line
  /// of it, since a SwiftUI modifier chain is one statement whose modifiers each lay out
  /// (`.frame(maxHeight: UIScreen.main.bounds.height * 0.8)` and, lines below, `.padding(.top,
  /// UIScreen.main.bounds.height * 0.15)`; measurement G).
  var screenReportedLines: Set<Int> = []
  /// Set by `WindowSafeAreaRule`: the lines of the `window_safe_area` findings made (one per
  /// line of a Swift statement, as for the screen).
  var windowReportedLines: Set<Int> = []

  /// Whether a `main_screen_bounds` finding at `line` is already made for this statement.
  func screenReported(at line: Int) -> Bool {
    file.hasSuffix(".swift") ? screenReportedLines.contains(line) : !screenReportedLines.isEmpty
  }

  init(
    statement: SourceStatement, file: String, written: LintExpression,
    expression: LintExpression, forStatusBar: Bool, layoutConditionNodes: [LintExpression]
  ) {
    self.file = file
    self.enclosing = statement.enclosing
    self.role = statement.role
    self.target = statement.target
    self.controlsNameOnly = statement.controlsNameOnly
    self.controlsTableEntryOnly = statement.controlsTableEntryOnly
    self.isFallback = statement.isAvailabilityFallback
    self.forStatusBar = forStatusBar
    self.written = written
    self.expression = expression
    self.inLayoutCondition = statement.role == .condition ? statement.controlsLayout : false
    self.layoutConditionNodes = layoutConditionNodes
    var comparisons: [LintExpression] = []
    expression.walk { if Shapes.sizeComparison($0) != nil { comparisons.append($0) } }
    self.sizeComparisonNodes = comparisons
  }

  var hasTarget: Bool { target != nil }

  /// Whether `node` decides layout: the statement is a condition controlling layout, or `node`
  /// lies in the condition of a `? :` choosing layout numbers.
  func decidesLayout(_ node: LintExpression) -> Bool {
    inLayoutCondition
      || layoutConditionNodes.contains { condition in
        condition.contains { $0 == node }
      }
  }

  /// The positions of the nodes compared (`==`, `!=`, `<`, `>`, `<=`, `>=`) with a drag's
  /// translation or a view's offset, in the statement as written and expanded: a threshold of a
  /// gesture (`translation > menuWidth / 3`) or a test of where a view was moved (`offset ==
  /// -menuWidth`) decides a branch, it lays nothing out (measurement O: a side menu's width,
  /// the screen's width less 90, compared in its drag handlers and its animation's value; a
  /// row's swipe threshold half the screen's width — 6 false alarms). A comparison with
  /// anything else stays what it was: a size (`DEVICE_WIDTH == screenSizeFor67Inch.width`) is
  /// a device check, a view's own height (`view.height == screenHeight`) asks whether it fills
  /// the screen.
  lazy var comparedPositions: Set<SourcePosition> = {
    var result: Set<SourcePosition> = []
    for root in [written, expression] {
      root.walk { node in
        guard case .binary(let op, let lhs, let rhs) = node.kind,
          Self.comparisonOperators.contains(op)
        else { return }
        if Self.namesAMove(rhs) { lhs.walk { result.insert($0.position) } }
        if Self.namesAMove(lhs) { rhs.walk { result.insert($0.position) } }
      }
    }
    return result
  }()

  static let comparisonOperators: Set<String> = ["==", "!=", "<", ">", "<=", ">="]

  /// Whether `operand` names a drag's translation or an offset (`value.translation.width`,
  /// `-translation`, `abs(offset)`, `lastStoredOffset`).
  static func namesAMove(_ operand: LintExpression) -> Bool {
    operand.contains { node in
      let name: String
      switch node.kind {
      case .reference(let text), .local(let text), .path(let text): name = text.lowercased()
      default: return false
      }
      return name.includes("translation") || name.includes("offset")
    }
  }

  /// Whether `node` lies inside a comparison of the statement (``comparedPositions``).
  func inComparison(_ node: LintExpression) -> Bool {
    comparedPositions.contains(node.position)
  }

  /// Whether `node` lies inside a size comparison of the statement.
  func inSizeComparison(_ node: LintExpression) -> Bool {
    sizeComparisonNodes.contains { comparison in
      comparison.contains { $0.position == node.position }
    }
  }

  /// The positions of the statement as written (locals' values included): a node of
  /// ``expression`` at none of them was substituted from a definition, which may be in another
  /// file (``location(_:)``).
  lazy var writtenPositions: Set<SourcePosition> = {
    var result: Set<SourcePosition> = []
    written.walk { result.insert($0.position) }
    return result
  }()

  /// Where `node` is: its own position when the statement as written holds it, else the
  /// statement's (a `static let` of another file, `ScreenSize.maxLength = max(width, height)`,
  /// substituted into `side = isLandscape ? ScreenSize.maxLength / 8 : …`, was placed at the
  /// definition's line and column in this file; measurement Y: two findings on property
  /// declarations 150 lines above the use).
  func location(_ node: LintExpression) -> SourceLocation {
    guard !writtenPositions.contains(node.position) else {
      return SourceLocation(file: file, position: node.position)
    }
    return SourceLocation(file: file, position: written.position)
  }
}

/// A use of a classified definition in a statement, as a rule's `use` check sees it.
struct DefinitionUse {
  let definition: SourceDefinition
  let classification: Classification
  /// Where the use is.
  let location: SourceLocation
  /// `'kNavBarHeight' (Metrics.h:3:9)`.
  let name: String
  /// Whether the use decides layout (``StatementContext/decidesLayout(_:)``).
  let decidesLayout: Bool
}
