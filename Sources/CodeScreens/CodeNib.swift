import HeadlessUIKit
import SceneDocument

/// A xib that code loads, as the code reader needs it: its top-level views with their frames,
/// autoresizing, state and constraints, its File's Owner's `view` and outlets.
///
/// Code loads a xib in three ways, and each gives these views:
/// - a controller whose view is in a xib: `init(nibName:bundle:)`, or `init()` when a xib named
///   after the class exists (UIKit's `nibName`: "if the view controller class name ends with the
///   word 'Controller' … it looks for a nib file whose name matches the class name without the
///   word 'Controller' … it looks for a nib file whose name matches the name of the view
///   controller class", Apple's documentation of `UIViewController.nibName`): the File's Owner's
///   `view` is the screen's root view, its outlets the controller's properties;
/// - `Bundle.main.loadNibNamed(_:owner:options:)` / `loadNibNamed:owner:options:`;
/// - `UINib(nibName:bundle:).instantiate(withOwner:options:)` /
///   `instantiateWithOwner:options:`: an array of the top-level views, in the xib's order.
///
/// SafeAreaKit's `ProjectNibs` reads them with the Interface Builder reader; the code reader
/// only sees this value (``CodeNibProvider``).
public struct CodeNib: Hashable, Sendable {
  /// One view of the xib.
  public struct View: Hashable, Sendable {
    /// The view's id in the xib.
    public var id: String
    /// The class written (a custom class, or the element's UIKit class).
    public var className: String
    /// The nearest UIKit class (the element's).
    public var uikitClass: String
    /// The outlet property that names it, or its label in the xib.
    public var name: String?
    /// The frame stored in the xib, in its superview.
    public var frame: (x: Double, y: Double, width: Double, height: Double)?
    public var autoresizing: [ViewNode.AutoresizingFlag]?
    public var translatesAutoresizingMaskIntoConstraints: Bool
    public var hidden: Bool
    public var alpha: Double?
    public var clipsToBounds: Bool
    /// A label's or text field's text, a button's title.
    public var text: String?
    /// What the view draws inside its frame, as the xib says (a label's text rect, a button's
    /// title and image, nothing for a clear empty view: ``HeadlessUIKit/DrawnContent``), or
    /// `nil` when the frame is what is drawn. The audit judges what is drawn (issue 27, item 1);
    /// the code screen keeps it only while its code writes nothing the drawing depends on.
    public var drawnContent: DrawnContent?
    /// The ids of its `safeArea` and `margins` layout guides in the xib, when it has them.
    public var guideIDs: [String: ConstraintItem.Guide] = [:]
    public var subviews: [View]
    /// Where the view starts in the xib.
    public var line: Int
    public var column: Int

    /// Creates a view.
    public init(
      id: String, className: String, uikitClass: String, line: Int, column: Int
    ) {
      self.id = id
      self.className = className
      self.uikitClass = uikitClass
      translatesAutoresizingMaskIntoConstraints = true
      hidden = false
      clipsToBounds = false
      subviews = []
      self.line = line
      self.column = column
    }

    public static func == (lhs: View, rhs: View) -> Bool {
      lhs.id == rhs.id && lhs.line == rhs.line && lhs.column == rhs.column
    }

    public func hash(into hasher: inout Hasher) {
      hasher.combine(id)
      hasher.combine(line)
      hasher.combine(column)
    }
  }

  /// One constraint of the xib, between views by id (a guide of a view by its guide).
  public struct Constraint: Hashable, Sendable {
    public var first: String
    public var firstGuide: ConstraintItem.Guide?
    public var firstAttribute: ConstraintSpec.Attribute
    public var relation: ConstraintSpec.Relation
    public var second: String?
    public var secondGuide: ConstraintItem.Guide?
    public var secondAttribute: ConstraintSpec.Attribute?
    public var multiplier: Double
    public var constant: Double
    public var priority: Double
    /// The constraint as IB's reader writes it, for notes.
    public var text: String
    public var line: Int
    public var column: Int

    /// Creates a constraint.
    public init(
      first: String, firstGuide: ConstraintItem.Guide?, firstAttribute: ConstraintSpec.Attribute,
      relation: ConstraintSpec.Relation, second: String?, secondGuide: ConstraintItem.Guide?,
      secondAttribute: ConstraintSpec.Attribute?, multiplier: Double, constant: Double,
      priority: Double, text: String, line: Int, column: Int
    ) {
      self.first = first
      self.firstGuide = firstGuide
      self.firstAttribute = firstAttribute
      self.relation = relation
      self.second = second
      self.secondGuide = secondGuide
      self.secondAttribute = secondAttribute
      self.multiplier = multiplier
      self.constant = constant
      self.priority = priority
      self.text = text
      self.line = line
      self.column = column
    }
  }

  /// The xib's path (findings and notes on its views point into it).
  public var path: String
  /// The File's Owner's class, when the xib names one.
  public var ownerClass: String?
  /// The File's Owner's `view` outlet's view (a controller's root view).
  public var ownerView: View?
  /// The File's Owner's outlets: property → view id.
  public var ownerOutlets: [String: String]
  /// The top-level views other than the owner's view, in the xib's order.
  public var topLevelViews: [View]
  /// Every constraint of the xib's views.
  public var constraints: [Constraint]
  /// Outlets of the xib's own views (a custom view's `@IBOutlet`s): view id → property.
  public var outletNames: [String: String]
  /// Why views of the xib cannot be laid out from it (a stack view, a placeholder constraint):
  /// then the code reader leaves what comes from the xib out, with this note.
  public var unreadable: String?

  /// Creates a nib value.
  public init(
    path: String, ownerClass: String?, ownerView: View?, ownerOutlets: [String: String],
    topLevelViews: [View], constraints: [Constraint], outletNames: [String: String],
    unreadable: String? = nil
  ) {
    self.path = path
    self.ownerClass = ownerClass
    self.ownerView = ownerView
    self.ownerOutlets = ownerOutlets
    self.topLevelViews = topLevelViews
    self.constraints = constraints
    self.outletNames = outletNames
    self.unreadable = unreadable
  }

  /// `loadNibNamed`'s array: the top-level views in the xib's order (the owner's view first when
  /// it is one).
  public var allTopLevelViews: [View] { (ownerView.map { [$0] } ?? []) + topLevelViews }
}

/// The xibs of the program a code screen is read from, by name (`"ChatActionBar"` for
/// `ChatActionBar.xib`). SafeAreaKit's `ProjectNibs` answers from the project folder.
public protocol CodeNibProvider: Sendable {
  /// The xib named `name` (no extension), or `nil` when the program has none.
  func nib(named name: String) -> CodeNib?
}
