import Foundation

/// UIKit's `UIStackView`: lays out its arranged subviews in a row or column with constraints
/// it makes itself (UIKit's `UISV-…` constraints), rebuilt when the arrangement changes (AL4).
///
/// ```swift
/// let stack = UIStackView(arrangedSubviews: [title, subtitle])
/// stack.axis = .vertical
/// stack.spacing = 8
/// stack.translatesAutoresizingMaskIntoConstraints = false
/// ```
@MainActor
open class UIStackView: UIView {
  /// UIKit's `UIStackView.Distribution`: sizes and gaps along the axis.
  public enum Distribution: Int, Hashable, Sendable {
    /// The views fill the stack; hugging and compression priorities pick which one stretches.
    case fill
    /// Every view the same size.
    case fillEqually
    /// Sizes in proportion to the views' intrinsic sizes.
    case fillProportionally
    /// Intrinsic sizes, equal gaps (at least `spacing`).
    case equalSpacing
    /// Intrinsic sizes, equal distances between centres (gaps at least `spacing`).
    case equalCentering
  }

  /// UIKit's `UIStackView.Alignment`: placement across the axis.
  public enum Alignment: Int, Hashable, Sendable {
    case fill, leading, firstBaseline, center, trailing, lastBaseline
    public static let top = Alignment.leading
    public static let bottom = Alignment.trailing
  }

  public var axis: UILayoutConstraintAxis = .horizontal
  public var distribution: Distribution = .fill
  public var alignment: Alignment = .fill
  public var spacing: CGFloat = 0
  /// Whether the views are laid out inside the layout margins instead of the bounds.
  public var isLayoutMarginsRelativeArrangement = false
  public private(set) var arrangedSubviews: [UIView] = []

  private var arrangementConstraints: [NSLayoutConstraint] = []
  private var spacers: [UILayoutGuide] = []
  private var arrangementKey: ArrangementKey?

  public override init(frame: CGRect) {
    super.init(frame: frame)
    AutoLayoutActivity.isInUse = true
  }

  public convenience init(arrangedSubviews views: [UIView]) {
    self.init(frame: .zero)
    for view in views { addArrangedSubview(view) }
  }

  /// Adds a view to the end of the arrangement (and as a subview if it is not one), turning off
  /// its `translatesAutoresizingMaskIntoConstraints`, as UIKit does.
  public func addArrangedSubview(_ view: UIView) {
    insertArrangedSubview(view, at: arrangedSubviews.count)
  }

  public func insertArrangedSubview(_ view: UIView, at index: Int) {
    arrangedSubviews.removeAll { $0 === view }
    arrangedSubviews.insert(view, at: min(max(0, index), arrangedSubviews.count))
    view.translatesAutoresizingMaskIntoConstraints = false
    if view.superview !== self { addSubview(view) }
    needsLayout = true
  }

  /// Removes a view from the arrangement; it stays a subview (UIKit's behaviour).
  public func removeArrangedSubview(_ view: UIView) {
    arrangedSubviews.removeAll { $0 === view }
    needsLayout = true
  }

  private struct ArrangementKey: Equatable {
    var views: [ObjectIdentifier]
    var sizes: [CGFloat]
    var settings: [Double]
  }

  /// Rebuilds the arrangement constraints when anything they depend on changed (called by the
  /// window before solving).
  func refreshArrangement() {
    arrangedSubviews.removeAll { $0.superview !== self }
    let visible = arrangedSubviews.filter { !$0.isHidden }
    let horizontal = axis == .horizontal
    let key = ArrangementKey(
      views: visible.map(ObjectIdentifier.init),
      sizes: distribution == .fillProportionally
        ? visible.map {
          horizontal ? $0.intrinsicContentSize.width : $0.intrinsicContentSize.height
        }
        : [],
      settings: [
        Double(axis.rawValue), Double(distribution.rawValue), Double(alignment.rawValue),
        Double(spacing), isLayoutMarginsRelativeArrangement ? 1 : 0,
      ])
    guard key != arrangementKey else { return }
    arrangementKey = key
    NSLayoutConstraint.deactivate(arrangementConstraints)
    for guide in spacers { removeLayoutGuide(guide) }
    spacers = []
    arrangementConstraints = makeConstraints(visible)
    NSLayoutConstraint.activate(arrangementConstraints)
  }

  private func makeConstraints(_ views: [UIView]) -> [NSLayoutConstraint] {
    guard let first = views.first, let last = views.last else { return [] }
    let horizontal = axis == .horizontal
    let start: NSLayoutConstraint.Attribute = horizontal ? .leading : .top
    let end: NSLayoutConstraint.Attribute = horizontal ? .trailing : .bottom
    let size: NSLayoutConstraint.Attribute = horizontal ? .width : .height
    let center: NSLayoutConstraint.Attribute = horizontal ? .centerX : .centerY
    let crossStart: NSLayoutConstraint.Attribute = horizontal ? .top : .leading
    let crossEnd: NSLayoutConstraint.Attribute = horizontal ? .bottom : .trailing
    let crossSize: NSLayoutConstraint.Attribute = horizontal ? .height : .width
    let crossCenter: NSLayoutConstraint.Attribute = horizontal ? .centerY : .centerX
    let canvas: AnyObject = isLayoutMarginsRelativeArrangement ? layoutMarginsGuide : self

    var made: [NSLayoutConstraint] = []
    func add(
      _ a: AnyObject, _ aa: NSLayoutConstraint.Attribute, _ relation: NSLayoutConstraint.Relation,
      _ b: AnyObject?, _ ba: NSLayoutConstraint.Attribute, multiplier: CGFloat = 1,
      constant: CGFloat = 0, priority: UILayoutPriority = .required, _ identifier: String
    ) {
      let constraint = NSLayoutConstraint(
        item: a, attribute: aa, relatedBy: relation, toItem: b, attribute: ba,
        multiplier: multiplier, constant: constant)
      constraint.priority = priority
      constraint.identifier = identifier
      constraint.origin = .stackView
      made.append(constraint)
    }

    // Along the axis: the first and last views touch the canvas's ends.
    add(first, start, .equal, canvas, start, "UISV-canvas-connection")
    add(canvas, end, .equal, last, end, "UISV-canvas-connection")
    let gaps = CGFloat(views.count - 1) * spacing
    let intrinsic = views.map {
      max(0, horizontal ? $0.intrinsicContentSize.width : $0.intrinsicContentSize.height)
    }
    let total = intrinsic.reduce(0, +)
    for (index, view) in views.enumerated() where index > 0 {
      let previous = views[index - 1]
      switch distribution {
      case .fill, .fillEqually, .fillProportionally:
        add(view, start, .equal, previous, end, constant: spacing, "UISV-spacing")
      case .equalSpacing, .equalCentering:
        add(view, start, .greaterThanOrEqual, previous, end, constant: spacing, "UISV-spacing")
        let spacer = UILayoutGuide()
        spacer.identifier = "UISV-distributing"
        addLayoutGuide(spacer)
        spacers.append(spacer)
        let from = distribution == .equalSpacing ? end : center
        let to = distribution == .equalSpacing ? start : center
        add(spacer, start, .equal, previous, from, "UISV-distributing-edge")
        add(spacer, end, .equal, view, to, "UISV-distributing-edge")
        if let firstSpacer = spacers.first, firstSpacer !== spacer {
          add(spacer, size, .equal, firstSpacer, size, "UISV-distributing")
        }
      }
      if distribution == .fillEqually {
        add(view, size, .equal, first, size, "UISV-fill-equally")
      }
    }
    if distribution == .fillProportionally, total > 0 {
      for (index, view) in views.enumerated() {
        let share = intrinsic[index] / total
        add(
          view, size, .equal, canvas, size, multiplier: share, constant: -share * gaps,
          priority: UILayoutPriority(999), "UISV-fill-proportionally")
      }
    }
    // Across the axis.
    for view in views {
      switch alignment {
      case .fill:
        add(view, crossStart, .equal, canvas, crossStart, "UISV-alignment")
        add(view, crossEnd, .equal, canvas, crossEnd, "UISV-alignment")
      case .leading, .firstBaseline:
        add(view, crossStart, .equal, canvas, crossStart, "UISV-alignment")
        add(view, crossEnd, .lessThanOrEqual, canvas, crossEnd, "UISV-spanning-boundary")
      case .trailing, .lastBaseline:
        add(view, crossEnd, .equal, canvas, crossEnd, "UISV-alignment")
        add(view, crossStart, .greaterThanOrEqual, canvas, crossStart, "UISV-spanning-boundary")
      case .center:
        add(view, crossCenter, .equal, canvas, crossCenter, "UISV-alignment")
        add(view, crossStart, .greaterThanOrEqual, canvas, crossStart, "UISV-spanning-boundary")
      }
    }
    if alignment != .fill {
      // The stack hugs its widest (tallest) view across the axis when nothing else sizes it.
      add(canvas, crossSize, .equal, nil, .notAnAttribute, priority: 25, "UISV-canvas-fit")
    }
    return made
  }
}
