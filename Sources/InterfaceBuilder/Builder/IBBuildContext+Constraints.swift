import DeviceCatalog
import Foundation
import HeadlessUIKit

/// The stand-in for a scroll view's `contentLayoutGuide` (the runtime has none): a custom
/// guide on the scroll view whose origin is kept at the content origin and whose solved size
/// becomes the scroll view's `contentSize` (``IBBuildContext/finish(window:)``).
@MainActor
final class ContentGuide {
  weak var scrollView: UIScrollView?
  let guide: UILayoutGuide
  /// `guide.left == scroll.left - contentOffset.x` and the same for top.
  let left: NSLayoutConstraint
  let top: NSLayoutConstraint

  init(scrollView: UIScrollView) {
    self.scrollView = scrollView
    guide = UILayoutGuide()
    guide.identifier = "contentLayoutGuide"
    scrollView.addLayoutGuide(guide)
    left = NSLayoutConstraint(
      item: guide, attribute: .left, relatedBy: .equal, toItem: scrollView, attribute: .left,
      multiplier: 1, constant: 0)
    top = NSLayoutConstraint(
      item: guide, attribute: .top, relatedBy: .equal, toItem: scrollView, attribute: .top,
      multiplier: 1, constant: 0)
    left.identifier = "IB-contentLayoutGuide-origin"
    top.identifier = "IB-contentLayoutGuide-origin"
    NSLayoutConstraint.activate([left, top])
  }
}

extension IBBuildContext {
  /// Installs the constraints of `controller`'s view tree (spec §4): those of every built view,
  /// resolved for the environment's size classes, placeholders dropped, in document order.
  /// Items that are not built (a subview removed for these size classes, a cell's content) or
  /// cannot be expressed are skipped; the latter with a located note. Conflicts and ambiguity are
  /// left to the runtime, which reports them in `window.layoutIssues`.
  func installConstraints(of controller: IBViewController) {
    var made: [NSLayoutConstraint] = []
    for (model, _) in controller.builtViews {
      for constraint in model.installedConstraints(for: traits) {
        if let runtime = makeConstraint(constraint, controller: controller) {
          made.append(runtime)
        }
      }
    }
    // A view named by a constraint's first item positions itself by constraints even when the
    // document leaves translatesAutoresizingMaskIntoConstraints at YES (spec §4, §5.1), except a
    // controller's root view and the views that fill a slot of their parent (content views).
    for constraint in made {
      guard let view = constraint.firstItem as? UIView,
        view.translatesAutoresizingMaskIntoConstraints,
        view.owningViewController?.viewIfLoaded !== view,
        let model = controller.builtViews.first(where: { $0.view === view })?.model,
        model.key == nil, !model.fixedFrame
      else { continue }
      view.translatesAutoresizingMaskIntoConstraints = false
      note(
        .assumption,
        "'\(model.userLabel ?? model.id)' is constrained but does not say"
          + " translatesAutoresizingMaskIntoConstraints=\"NO\"; it is laid out by its constraints",
        at: model.location)
    }
    NSLayoutConstraint.activate(made)
  }

  private func makeConstraint(_ constraint: IBConstraint, controller: IBViewController)
    -> NSLayoutConstraint?
  {
    guard let firstAttribute = runtimeAttribute(constraint.firstAttribute, constraint) else {
      return nil
    }
    guard
      let first = item(
        constraint.firstItem, firstAttribute, other: constraint.secondItem, constraint)
    else { return nil }
    var second: (object: AnyObject, attribute: NSLayoutConstraint.Attribute)?
    if let secondID = constraint.secondItem {
      guard let attribute = constraint.secondAttribute,
        let secondAttribute = runtimeAttribute(attribute, constraint),
        let resolved = item(secondID, secondAttribute, other: constraint.firstItem, constraint)
      else { return nil }
      second = resolved
    } else if first.attribute != .width && first.attribute != .height {
      note(
        .warning,
        "constraint '\(constraint.id)' gives '\(constraint.firstAttribute.rawValue)' a constant"
          + " without a second item (only a width or height can be constant); not installed",
        at: constraint.location)
      return nil
    }
    let relation: NSLayoutConstraint.Relation =
      switch constraint.relation {
      case .equal: .equal
      case .lessThanOrEqual: .lessThanOrEqual
      case .greaterThanOrEqual: .greaterThanOrEqual
      }
    let runtime = NSLayoutConstraint(
      item: first.object, attribute: first.attribute, relatedBy: relation,
      toItem: second?.object, attribute: second?.attribute ?? .notAnAttribute,
      multiplier: constraint.multiplier, constant: constraint.constant)
    var priority = constraint.priority
    if !(priority >= 1 && priority <= 1000) {
      note(
        .warning,
        "constraint '\(constraint.id)' has priority \(priority), outside 1…1000; clamped",
        at: constraint.location)
      priority = priority.isNaN ? 1000 : min(1000, max(1, priority))
    }
    runtime.priority = UILayoutPriority(Float(priority))
    runtime.identifier = constraint.identifier
    runtime.sourceLocation = reference(constraint.location)
    runtime.setSourceText { constraint.description }
    return runtime
  }

  /// IB's attribute name → the runtime's attribute (spec §4.2); nil with a note when unknown.
  private func runtimeAttribute(_ attribute: IBLayoutAttribute, _ constraint: IBConstraint)
    -> NSLayoutConstraint.Attribute?
  {
    let result: NSLayoutConstraint.Attribute? =
      switch attribute.rawValue {
      case "left": .left
      case "right": .right
      case "top": .top
      case "bottom": .bottom
      case "leading": .leading
      case "trailing": .trailing
      case "width": .width
      case "height": .height
      case "centerX": .centerX
      case "centerY": .centerY
      case "firstBaseline": .firstBaseline
      case "lastBaseline", "baseline": .lastBaseline
      case "leftMargin": .leftMargin
      case "rightMargin": .rightMargin
      case "topMargin": .topMargin
      case "bottomMargin": .bottomMargin
      case "leadingMargin": .leadingMargin
      case "trailingMargin": .trailingMargin
      case "centerXWithinMargins": .centerXWithinMargins
      case "centerYWithinMargins": .centerYWithinMargins
      default: nil
      }
    guard let result else {
      note(
        .warning,
        "constraint '\(constraint.id)' uses the unknown attribute"
          + " '\(attribute.rawValue.prefix(40))'; not installed", at: constraint.location)
      return nil
    }
    if attribute.isBaseline {
      note(
        .notModelled,
        "constraint '\(constraint.id)': '\(attribute.rawValue)' is laid out as the"
          + " \(result == .firstBaseline ? "top" : "bottom") edge (no text metrics)",
        at: constraint.location)
    }
    return result
  }

  /// The runtime item an id names (spec §4.3), with the attribute to use on it.
  private func item(
    _ id: String, _ attribute: NSLayoutConstraint.Attribute, other: String?,
    _ constraint: IBConstraint
  ) -> (object: AnyObject, attribute: NSLayoutConstraint.Attribute)? {
    switch index.item(id) {
    case nil:
      return nil  // the reader reported the unknown id
    case .view(let viewID):
      guard let view = viewsByID[viewID] else { return nil }  // not built for these traits
      if let scroll = view as? UIScrollView, let other, let otherView = builtView(of: other),
        otherView !== scroll, otherView.isDescendant(of: scroll)
      {
        // Apple's rule without content guides (spec §3.4): edges and margins attach to the
        // content area, sizes and centres to the frame.
        switch attribute {
        case .width, .height, .centerX, .centerY, .centerXWithinMargins, .centerYWithinMargins:
          return (scroll, attribute)
        default:
          return (contentGuide(for: scroll, constraint).guide, plainEdge(attribute, constraint))
        }
      }
      return (view, attribute)
    case .viewGuide(let viewID, let key):
      guard let view = viewsByID[viewID] else { return nil }
      let plain = plainEdge(attribute, constraint)
      switch key {
      case "safeArea":
        return safeAreaItem(of: view, plain, constraint)
      case "frameLayoutGuide":
        return (view, plain)
      case "contentLayoutGuide":
        guard let scroll = view as? UIScrollView else { return (view, plain) }
        return (contentGuide(for: scroll, constraint).guide, plain)
      default:
        note(
          .notModelled,
          "constraint '\(constraint.id)' names the '\(key)' guide of '\(viewID)', which is not"
            + " modelled; not installed", at: constraint.location)
        return nil
      }
    case .controllerGuide(let controllerID, _, let edge):
      guard let owner = built[controllerID], owner.isViewLoaded else { return nil }
      let plain = plainEdge(attribute, constraint)
      return (edge == .top ? owner.topLayoutGuide : owner.bottomLayoutGuide, plain)
    }
  }

  /// A view's safe-area guide. A storyboard back-deploys it under iOS 10 (spec §4.7): on a
  /// controller's root view its top is the top layout guide's bottom and its bottom the bottom
  /// layout guide's top; everything else (and a xib's guide) is the view's bounds, which is
  /// what the runtime's guide is under iOS 10 (no safe area).
  private func safeAreaItem(
    of view: UIView, _ attribute: NSLayoutConstraint.Attribute, _ constraint: IBConstraint
  ) -> (object: AnyObject, attribute: NSLayoutConstraint.Attribute) {
    if environment.ios < IOSBehaviour.safeAreaIntroduced, document.kind == .storyboard,
      let controller = view.owningViewController, controller.viewIfLoaded === view
    {
      if attribute == .top { return (controller.topLayoutGuide, .bottom) }
      if attribute == .bottom { return (controller.bottomLayoutGuide, .top) }
    }
    return (view.safeAreaLayoutGuide, attribute)
  }

  /// Guides have no margins: a margin attribute on a guide is its plain edge (noted).
  private func plainEdge(_ attribute: NSLayoutConstraint.Attribute, _ constraint: IBConstraint)
    -> NSLayoutConstraint.Attribute
  {
    let plain: NSLayoutConstraint.Attribute? =
      switch attribute {
      case .leftMargin: .left
      case .rightMargin: .right
      case .topMargin: .top
      case .bottomMargin: .bottom
      case .leadingMargin: .leading
      case .trailingMargin: .trailing
      case .centerXWithinMargins: .centerX
      case .centerYWithinMargins: .centerY
      default: nil
      }
    guard let plain else { return attribute }
    note(
      .notModelled,
      "constraint '\(constraint.id)': the margin attribute '\(attribute.name)' of a guide or"
        + " scroll content is laid out as '\(plain.name)'", at: constraint.location)
    return plain
  }

  private func builtView(of id: String) -> UIView? {
    guard let viewID = index.item(id)?.viewID else { return nil }
    return viewsByID[viewID]
  }

  /// The content-guide stand-in of `scroll`, made on first use.
  private func contentGuide(for scroll: UIScrollView, _ constraint: IBConstraint) -> ContentGuide {
    let key = ObjectIdentifier(scroll)
    if let existing = contentGuides[key] { return existing }
    let made = ContentGuide(scrollView: scroll)
    contentGuides[key] = made
    if let model = index.view(scroll.sceneID ?? "") {
      note(
        .assumption,
        "scroll content of '\(model.userLabel ?? model.id)': its constraints place the content"
          + " at the content origin and its solved size is the content size (the runtime has no"
          + " contentLayoutGuide; a stand-in guide is used)", at: model.location)
    } else {
      note(
        .assumption, "scroll content: a stand-in content layout guide is used",
        at: constraint.location)
    }
    return made
  }
}
