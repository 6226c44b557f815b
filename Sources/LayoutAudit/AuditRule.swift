import DeviceCatalog
import Foundation
import HeadlessUIKit

/// An audit rule: a static description and a check over laid-out snapshots.
///
/// Most rules look at one environment at a time (``check(_:)``); a rule that compares the layout
/// across the matrix (a position fixed rather than derived) implements ``checkMatrix(_:)``.
public protocol AuditRule: Sendable {
  /// The rule as data.
  static var description: RuleDescription { get }
  init()
  /// What the rule finds in one environment's layout.
  func check(_ layout: AuditedLayout) -> [Observation]
  /// What the rule finds by comparing one file's layouts across the whole matrix.
  func checkMatrix(_ layouts: [AuditedLayout]) -> [Observation]
  /// Whether ``check(_:)`` reads nothing of its layout's environment but what ``LayoutInputs``
  /// determine (the snapshot, the screen's size, the window's insets), and names no environment
  /// in its messages. Then the auditor runs it once per shared layout and gives the observations
  /// to every environment that shares it. Default `false`: a rule that reads the device's corners,
  /// sensor housing or home indicator runs in every environment.
  static var readsOnlyLayoutInputs: Bool { get }
}

extension AuditRule {
  public func check(_ layout: AuditedLayout) -> [Observation] { [] }
  public func checkMatrix(_ layouts: [AuditedLayout]) -> [Observation] { [] }
  public static var readsOnlyLayoutInputs: Bool { false }
  /// The rule's identifier.
  public var identifier: RuleIdentifier { Self.description.identifier }
}

/// Every rule, in identifier order.
public enum AuditRules {
  /// Every rule the audit runs.
  public static let all: [any AuditRule.Type] = [
    CollectionItemsUnderHousingRule.self,
    ContentUnderBarRule.self,
    ContentUnderGrabberRule.self,
    ContentUnderReservedRegionRule.self,
    ContentUnderSidebarRule.self,
    ControlInStatusBarRule.self,
    ControlOverHomeIndicatorRule.self,
    ControlUnderKeyboardRule.self,
    ControlUnderWindowControlsRule.self,
    DoubleInsetRule.self,
    FixedPositionRule.self,
    FullScreenLayoutInSheetRule.self,
    HandMadeBarInVerticalLayoutRule.self,
    RoundedCornerClippingRule.self,
    ScreenSizedInWindowRule.self,
    SensorHousingOverlapRule.self,
    UnreachableScrollContentRule.self,
  ]

  /// Every rule's description, in identifier order.
  public static var descriptions: [RuleDescription] {
    all.map { $0.description }.sorted { $0.identifier < $1.identifier }
  }

  /// The rule called `identifier` (dashes accepted for underscores), or `nil`.
  public static func rule(named identifier: String) -> (any AuditRule.Type)? {
    let key = identifier.replacingOccurrences(of: "-", with: "_").lowercased()
    return all.first { $0.description.identifier.rawValue == key }
  }
}

/// One thing a rule saw in one environment: which view, by how many points, what and how to fix.
public struct Observation: Hashable, Sendable {
  /// The view (its snapshot).
  public var view: ViewReference
  /// Points: how far the view reaches into the problem area.
  public var amount: CGFloat
  /// What is wrong, without the environment: `'red' lies 44 pt under the navigation bar`.
  public var message: String
  /// How to fix it.
  public var fix: String
  /// The environment it was seen in.
  public var environment: Environment
  /// Whether the problem itself, not only its amount, rests on approximate geometry: content
  /// that lies in the inset strip standing for a housing with no sourced outline, but not where
  /// every housing of that kind lies (``SensorHousingOverlapRule``), or that meets only the home
  /// indicator's band where it may lie beside the indicator
  /// (``AuditedLayout/restsOnlyOnIndicatorBand(_:)``: ``FixedPositionRule``,
  /// ``UnreachableScrollContentRule``).
  public var isApproximate = false
  /// A remark that holds for this environment's device only (`approximate: …`): a finding that
  /// groups devices says it with how many of them it applies to, so that its message never
  /// describes one device's hardware as every device's.
  public var caveat: String?
  /// The screen edge whose inset the problem rests on, when it rests on one: `.top` for the
  /// status bar, a housing or a rounded corner at the top, a bar at the top, a scroll view's
  /// start. A scene laid out full screen only by assumption does not report `.top` problems
  /// (``Auditor``): the top is what the unknown context decides.
  public var edge: RectEdge?
  /// Whether the problem rests on the view's place along both axes, whichever ``edge`` names: a
  /// display corner is reached across both (``RoundedCornerClippingRule``), so a view whose `x`
  /// or `y` its constraints leave undetermined is not known to be in the corner
  /// (``AuditedLayout/restsOnAmbiguity(_:)``).
  public var restsOnBothAxes = false

  /// Creates an observation.
  public init(
    view: ViewReference, amount: CGFloat, message: String, fix: String, environment: Environment,
    caveat: String? = nil
  ) {
    self.view = view
    self.amount = amount
    self.message = message
    self.fix = fix
    self.environment = environment
    self.caveat = caveat
  }
}

/// A view as findings name it: where it was declared, its id, its class.
public struct ViewReference: Hashable, Sendable, Comparable {
  /// The file the view was declared in (empty when unknown).
  public var file: String
  /// 1-based line, 0 when unknown.
  public var line: Int
  /// 1-based column, 0 when unknown.
  public var column: Int
  /// The scene id, when the view has one.
  public var sceneID: String?
  /// `UIButton`.
  public var className: String

  /// Creates a reference.
  public init(file: String, line: Int, column: Int, sceneID: String?, className: String) {
    self.file = file
    self.line = line
    self.column = column
    self.sceneID = sceneID
    self.className = className
  }

  /// The reference of a view in a snapshot.
  public init(_ view: ViewSnapshot) {
    self.init(
      file: view.sourceLocation?.file ?? "", line: view.sourceLocation?.line ?? 0,
      column: view.sourceLocation?.column ?? 0, sceneID: view.sceneID, className: view.className)
  }

  /// `'red' (UIView)`, or `a UIView` without an id.
  public var phrase: String {
    sceneID.map { "'\($0)' (\(className))" } ?? "a \(className)"
  }

  public static func < (lhs: ViewReference, rhs: ViewReference) -> Bool {
    (lhs.file, lhs.line, lhs.column, lhs.sceneID ?? "", lhs.className)
      < (rhs.file, rhs.line, rhs.column, rhs.sceneID ?? "", rhs.className)
  }
}
