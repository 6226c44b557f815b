import HeadlessUIKit
import SceneDocument

/// Why a value is not known statically, and where the interpreter found out.
struct Unknown: Hashable, Sendable {
  var reason: String
  var position: CodePosition
}

/// One anchor of a constraint: a view (by index), one of its guides or none, an attribute.
struct AnchorReference: Hashable, Sendable {
  var view: Int
  var guide: ConstraintItem.Guide?
  var attribute: ConstraintSpec.Attribute
}

/// A value the interpreter computes. Numbers are concrete: a device check is evaluated in the
/// environment of the run, and a size UIKit gives only after layout is read from the layout of
/// the previous pass (``CodeInterpreter/Measured``).
indirect enum CodeValue: Hashable, Sendable {
  case number(Double)
  case boolean(Bool)
  case string(String)
  /// `nil`, or a statement's missing value.
  case none
  /// A view the code made, by index in ``CodeInterpreter/views``.
  case view(Int)
  /// The controller being read (`self` in a controller).
  case controller
  /// `navigationController` of the controller.
  case navigationController
  /// `navigationController.navigationBar`.
  case navigationBar
  /// `navigationItem`.
  case navigationItem
  /// A layout guide of a view.
  case guide(Int, ConstraintItem.Guide)
  /// `topLayoutGuide` (true) or `bottomLayoutGuide` of the controller.
  case layoutSupport(top: Bool)
  case anchor(AnchorReference)
  /// A constraint, by index in ``CodeInterpreter/constraints``.
  case constraint(Int)
  case rect(x: Double, y: Double, width: Double, height: Double)
  case size(width: Double, height: Double)
  case point(x: Double, y: Double)
  case insets(top: Double, left: Double, bottom: Double, right: Double)
  /// An implicit member or a static member of a type (`.never`, `.horizontal`,
  /// `UIView.ContentMode.scaleAspectFit`), by its last name.
  case enumCase(String)
  /// A type name (`UIScreen`, `UIFont`, `NSLayoutConstraint`, a class of the program).
  case type(String)
  case array([CodeValue])
  /// A dictionary with string keys (a visual format's `views:` and `metrics:`).
  case dictionary([String: CodeValue])
  /// A font of a point size.
  case font(Double)
  /// `UIScreen.main`
  case screen
  /// `view.snp` (SnapKit) or `view.safeAreaLayoutGuide.snp`.
  case snap(view: Int, guide: ConstraintItem.Guide?)
  /// `view.snp.top` / `guide.snp.bottom`: SnapKit's constraint item.
  case snapItem(view: Int, guide: ConstraintItem.Guide?, attributes: [ConstraintSpec.Attribute])
  /// `make` inside `makeConstraints` for a view, with the attributes chained so far.
  case snapMaker(view: Int, attributes: [ConstraintSpec.Attribute])
  /// What `make.top.equalTo(…)` made: its constraints, by index.
  case snapDescription([Int])
  /// A Cartography layout proxy (`view` in `constrain(view) { view in … }`): a view, or one of
  /// its guides.
  case cartographyProxy(view: Int, guide: ConstraintItem.Guide?)
  /// A Cartography expression (`view.top + 20`, `view.edges`).
  case cartographyExpression(CartographyExpression)
  /// A closure value (a property initialised with a closure that is not called).
  case closure(CodeClosure)
  /// A UIKit object the layout does not depend on (a colour, an image, a layer, a gesture).
  case object(String)
  case unknown(Unknown)

  var unknown: Unknown? {
    if case .unknown(let unknown) = self { return unknown }
    return nil
  }

  var number: Double? {
    switch self {
    case .number(let value): value
    case .enumCase("zero"): 0
    default: nil
    }
  }

  var truth: Bool? {
    if case .boolean(let value) = self { return value }
    return nil
  }
}

/// A view the code made, and everything the code set on it.
struct ViewState: Sendable {
  /// `setNeedsUpdateConstraints()` was called on it: UIKit runs its `updateConstraints()` in the
  /// next layout pass.
  var needsUpdateConstraints = false
  /// The variable or property the view is known by (its id in the scene document).
  var name: String?
  /// Whether the name is a property's (wins over a local's).
  var namedByProperty = false
  /// The class written (`UIButton`, `ChatInputView`).
  var className: String
  /// The nearest UIKit class.
  var uikitClass: String
  /// For the root view of a child controller of the program (`child.view`): the controller's
  /// class, whose own code fills the view at export.
  var childController: String?
  var created: CodePosition
  var superview: Int?
  var subviews: [Int] = []
  var frame: (x: Double, y: Double, width: Double, height: Double)? {
    // A frame set any other way than with its terms (``frameTerms``) has none.
    didSet { frameTerms = nil }
  }
  /// How ``frame`` was computed from the screen's size, when it was (``FrameTerms``): set after
  /// ``frame`` by the code that keeps them.
  var frameTerms: FrameTerms?
  /// Where the frame (or its last part) was set.
  var frameSet: CodePosition?
  /// Why the frame the code set no longer holds: a call resized the view to what is not known
  /// (`sizeToFit()`, a method that is not read), until the code sets a whole frame again.
  var frameChanged: Unknown?
  /// `sizeToFit()` sized the view to its content, which needs text and image metrics: it is left
  /// out unless Auto Layout places it (its frame is then the constraints', not this one), or the
  /// code sets a whole frame again.
  var sizedToFit: Unknown?
  var autoresizing: [ViewNode.AutoresizingFlag]?
  var translatesAutoresizingMask: Bool?
  var hidden: Bool?
  var alpha: Double?
  var clipsToBounds: Bool?
  var text: String??
  var textUnknown = false
  /// What a view made from a xib draws, as the xib says (``CodeNib/View/drawnContent``); `nil`
  /// once code writes anything the drawing depends on (``CodeInterpreter/drawingMembers``).
  var drawn: DrawnContent?
  var title: String?
  /// Made from a xib (``CodeInterpreter/instantiate(_:nib:made:)``): its drawing is the xib's
  /// (``drawn``), never the one code-made views get (``CodeInterpreter/codeDrawn(_:)``).
  var fromNib = false
  /// What the code set on a `UILabel` or `UIButton` it made that the drawing depends on, beyond
  /// ``text``, ``title``, ``fontSize`` and ``numberOfLines`` (issue 27, item 1): `textAlignment`,
  /// `contentHorizontalAlignment`/`contentVerticalAlignment`, whether the label shrinks its
  /// font (`adjustsFontSizeToFitWidth`, `minimumScaleFactor`).
  var textAlignment: ContentAlignment?
  var contentHorizontal: ContentAlignment?
  var contentVertical: ContentVerticalAlignment?
  var adjustsFontSize = false
  var minimumScaleFactor: Double?
  /// A `UIActivityIndicatorView`'s state at rest: whether the code started it
  /// (`startAnimating`, not stopped again) and whether it hides while stopped
  /// (`hidesWhenStopped`, `true` by default; a value not known statically counts as `false`).
  var animating = false
  var hidesWhenStopped = true
  /// The button's title for the normal state was set to a value not known statically.
  var titleUnknown = false
  /// Code wrote something the drawing depends on that is not modelled or not known statically
  /// (an attributed text, an image, a background colour, the layer, the title label's font, a
  /// number of lines from a function): the view is judged by its frame.
  var drawingUnknown = false
  /// Where code added a subview that is not known statically (a view from an unread factory, a
  /// xib not given): what the view shows is only partly known.
  var unknownSubviewAdded: CodePosition?
  var fontSize: Double?
  var numberOfLines: Int?
  var buttonType: String?
  var contentInset: InsetsSpec?
  var contentInsetAdjustment: ViewNode.ContentInsetAdjustmentBehavior?
  var contentSize: SizeSpec?
  var layoutMargins: InsetsSpec?
  var insetsLayoutMarginsFromSafeArea: Bool?
  var preservesSuperviewLayoutMargins: Bool?
  var rowHeight: Double?
  var estimatedRowHeight: Double?
  var tableHeaderHeight: Double?
  /// The view set as this table's `tableHeaderView`, a subview laid out across it.
  var tableHeaderView: Int?
  var tableStyle: ViewNode.TableStyle?
  /// Arranged subviews of a stack view, in order.
  var arranged: [Int] = []
  /// A stack view's settings as the code set them (UIKit's defaults when `nil`: horizontal,
  /// spacing 0, fill, fill, bounds-relative).
  var stackAxis: ViewNode.StackAxis?
  var stackSpacing: Double?
  var stackAlignment: ViewNode.StackAlignment?
  var stackDistribution: ViewNode.StackDistribution?
  var stackMarginsRelative: Bool?
  /// Why a stack view's arrangement is not known statically (a setting that is not, the
  /// system spacing, a baseline alignment, custom spacing): its arranged subviews are left out.
  var arrangementUnknown: Unknown?
  /// Why the view is left out of the layout (the first reason found).
  var unknown: Unknown?
  /// Whether SnapKit or Masonry made constraints for it (they turn autoresizing off).
  var constrainedByDSL = false
}

/// A constraint the code made.
struct ConstraintState: Sendable {
  var first: AnchorReference
  var relation: ConstraintSpec.Relation
  var multiplier: Double
  var second: AnchorReference?
  var constant: Double
  var priority: Double
  var position: CodePosition
  var text: String
  var isActive: Bool
  /// Made by SnapKit's `makeConstraints` for this view (`remakeConstraints` replaces them).
  var snapOwner: Int?
  var unknown: Unknown?
  /// Why whether the constraint is active is not known: the code switches it (activates,
  /// deactivates, changes it) on a branch of run-time state. Active or not, its views are left
  /// out: only the constraints active in the state the screen shows may place them.
  var activityUnknown: Unknown?
}
