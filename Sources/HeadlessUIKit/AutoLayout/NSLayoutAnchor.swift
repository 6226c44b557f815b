import Foundation

/// UIKit's `NSLayoutAnchor`: one attribute of one item, the factory of constraints. Use the
/// typed subclasses ``NSLayoutXAxisAnchor``, ``NSLayoutYAxisAnchor`` and ``NSLayoutDimension``
/// (the type system keeps x, y and sizes apart, as UIKit's does).
@MainActor
public class NSLayoutAnchor {
  /// The view, layout guide or layout support; nil once it is freed (UIKit holds it weak).
  public var item: AnyObject? { handle.object }
  public let attribute: NSLayoutConstraint.Attribute
  /// The item as the anchor holds it: weak without Swift `weak` (``LayoutItemHandle``).
  let handle: LayoutItemHandle

  init(item: AnyObject, attribute: NSLayoutConstraint.Attribute) {
    self.handle = LayoutItemHandle.of(item)
    self.attribute = attribute
  }

  func make(
    _ relation: NSLayoutConstraint.Relation, to other: NSLayoutAnchor?, multiplier: CGFloat = 1,
    constant: CGFloat
  ) -> NSLayoutConstraint {
    // An anchor outlives its item only by programmer error; a constraint on nothing (its first
    // item reads nil) does nothing. A second anchor whose item is gone leaves no second item.
    let second = other.flatMap { $0.handle.object == nil ? nil : $0.handle }
    return NSLayoutConstraint(
      first: handle, attribute: attribute, relatedBy: relation, second: second,
      attribute: other?.attribute ?? .notAnAttribute, multiplier: multiplier, constant: constant)
  }
}

/// UIKit's `NSLayoutAnchor<NSLayoutXAxisAnchor>`: leading, trailing, left, right, centerX.
@MainActor
public final class NSLayoutXAxisAnchor: NSLayoutAnchor {
  public func constraint(equalTo anchor: NSLayoutXAxisAnchor, constant: CGFloat = 0)
    -> NSLayoutConstraint
  { make(.equal, to: anchor, constant: constant) }

  public func constraint(greaterThanOrEqualTo anchor: NSLayoutXAxisAnchor, constant: CGFloat = 0)
    -> NSLayoutConstraint
  { make(.greaterThanOrEqual, to: anchor, constant: constant) }

  public func constraint(lessThanOrEqualTo anchor: NSLayoutXAxisAnchor, constant: CGFloat = 0)
    -> NSLayoutConstraint
  { make(.lessThanOrEqual, to: anchor, constant: constant) }
}

/// UIKit's `NSLayoutAnchor<NSLayoutYAxisAnchor>`: top, bottom, centerY.
@MainActor
public final class NSLayoutYAxisAnchor: NSLayoutAnchor {
  public func constraint(equalTo anchor: NSLayoutYAxisAnchor, constant: CGFloat = 0)
    -> NSLayoutConstraint
  { make(.equal, to: anchor, constant: constant) }

  public func constraint(greaterThanOrEqualTo anchor: NSLayoutYAxisAnchor, constant: CGFloat = 0)
    -> NSLayoutConstraint
  { make(.greaterThanOrEqual, to: anchor, constant: constant) }

  public func constraint(lessThanOrEqualTo anchor: NSLayoutYAxisAnchor, constant: CGFloat = 0)
    -> NSLayoutConstraint
  { make(.lessThanOrEqual, to: anchor, constant: constant) }
}

/// UIKit's `NSLayoutDimension`: width and height, which can also equal a constant or a multiple
/// of another dimension.
@MainActor
public final class NSLayoutDimension: NSLayoutAnchor {
  public func constraint(equalTo anchor: NSLayoutDimension, constant: CGFloat = 0)
    -> NSLayoutConstraint
  { make(.equal, to: anchor, constant: constant) }

  public func constraint(greaterThanOrEqualTo anchor: NSLayoutDimension, constant: CGFloat = 0)
    -> NSLayoutConstraint
  { make(.greaterThanOrEqual, to: anchor, constant: constant) }

  public func constraint(lessThanOrEqualTo anchor: NSLayoutDimension, constant: CGFloat = 0)
    -> NSLayoutConstraint
  { make(.lessThanOrEqual, to: anchor, constant: constant) }

  public func constraint(
    equalTo anchor: NSLayoutDimension, multiplier: CGFloat, constant: CGFloat = 0
  ) -> NSLayoutConstraint { make(.equal, to: anchor, multiplier: multiplier, constant: constant) }

  public func constraint(
    greaterThanOrEqualTo anchor: NSLayoutDimension, multiplier: CGFloat, constant: CGFloat = 0
  ) -> NSLayoutConstraint {
    make(.greaterThanOrEqual, to: anchor, multiplier: multiplier, constant: constant)
  }

  public func constraint(
    lessThanOrEqualTo anchor: NSLayoutDimension, multiplier: CGFloat, constant: CGFloat = 0
  ) -> NSLayoutConstraint {
    make(.lessThanOrEqual, to: anchor, multiplier: multiplier, constant: constant)
  }

  public func constraint(equalToConstant constant: CGFloat) -> NSLayoutConstraint {
    make(.equal, to: nil, constant: constant)
  }

  public func constraint(greaterThanOrEqualToConstant constant: CGFloat) -> NSLayoutConstraint {
    make(.greaterThanOrEqual, to: nil, constant: constant)
  }

  public func constraint(lessThanOrEqualToConstant constant: CGFloat) -> NSLayoutConstraint {
    make(.lessThanOrEqual, to: nil, constant: constant)
  }
}

/// The anchors of a view or layout guide (UIKit's `UILayoutGuide` and `UIView` share them).
@MainActor
public protocol LayoutAnchorProviding: AnyObject {}

extension LayoutAnchorProviding {
  public var leadingAnchor: NSLayoutXAxisAnchor {
    NSLayoutXAxisAnchor(item: self, attribute: .leading)
  }
  public var trailingAnchor: NSLayoutXAxisAnchor {
    NSLayoutXAxisAnchor(item: self, attribute: .trailing)
  }
  public var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .left) }
  public var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .right) }
  public var centerXAnchor: NSLayoutXAxisAnchor {
    NSLayoutXAxisAnchor(item: self, attribute: .centerX)
  }
  public var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .top) }
  public var bottomAnchor: NSLayoutYAxisAnchor {
    NSLayoutYAxisAnchor(item: self, attribute: .bottom)
  }
  public var centerYAnchor: NSLayoutYAxisAnchor {
    NSLayoutYAxisAnchor(item: self, attribute: .centerY)
  }
  public var widthAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .width) }
  public var heightAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .height) }
}

extension UIView: LayoutAnchorProviding {}
extension UILayoutGuide: LayoutAnchorProviding {}

extension UILayoutSupport {
  /// The guide's top edge: for `topLayoutGuide`, the top of the view; for `bottomLayoutGuide`,
  /// the top of the bars that cover the view from the bottom (R5.4).
  public var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .top) }
  /// The guide's bottom edge: for `topLayoutGuide`, the bottom of the bars and status bar that
  /// cover the view (R5.4).
  public var bottomAnchor: NSLayoutYAxisAnchor {
    NSLayoutYAxisAnchor(item: self, attribute: .bottom)
  }
  /// The guide's length.
  public var heightAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .height) }
}
