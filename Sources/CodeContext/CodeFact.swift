import TextEscaping

/// A value the code gives, or why it cannot be known without running the app.
public enum CodeValue: Hashable, Sendable, CustomStringConvertible {
  case bool(Bool)
  /// Interface orientations, by UIKit's names (`portrait`, `portraitUpsideDown`, `landscapeLeft`,
  /// `landscapeRight`), in that order.
  case orientations([String])
  /// `UIEdgeInsets` in points.
  case insets(top: Double, left: Double, bottom: Double, right: Double)
  /// `UIRectEdge` members (`top`, `left`, `bottom`, `right`), in that order; empty for none.
  case edges([String])
  /// A named constant (`popover`, `never`), Swift's spelling.
  case name(String)
  /// A size in points (`preferredContentSize`).
  case size(width: Double, height: Double)
  /// Interface orientations that depend on the device idiom (`if
  /// UIDevice.current.userInterfaceIdiom == .pad { … }`): each idiom's, `nil` where the code
  /// leaves the answer to the superclass (`return super.supportedInterfaceOrientations`).
  case orientationsByIdiom(phone: [String]?, pad: [String]?)
  /// Not known statically, and why (`set on a runtime branch`, `built at run time: …`).
  case unresolved(String)

  public var description: String {
    switch self {
    case .bool(let value): "\(value)"
    case .orientations(let list): "[" + list.joined(separator: ", ") + "]"
    case .insets(let top, let left, let bottom, let right):
      "(top \(points(top)), left \(points(left)), bottom \(points(bottom)), right \(points(right)))"
    case .edges(let list): list.isEmpty ? "[]" : "[" + list.joined(separator: ", ") + "]"
    case .name(let name): "." + name
    case .size(let width, let height): "\(points(width)) × \(points(height))"
    case .orientationsByIdiom(let phone, let pad):
      "phone " + (phone.map { "[" + $0.joined(separator: ", ") + "]" } ?? "not stated") + ", pad "
        + (pad.map { "[" + $0.joined(separator: ", ") + "]" } ?? "not stated")
    case .unresolved(let why): "unresolved (\(why))"
    }
  }

  /// Whether the value is known.
  public var isResolved: Bool {
    if case .unresolved = self { return false }
    return true
  }
}

func points(_ value: Double) -> String {
  value.rounded() == value && abs(value) < 1e15 ? String(Int(value)) : String(value)
}

/// Something a view controller's code says about itself, with where it says it.
///
/// ```swift
/// // override var prefersStatusBarHidden: Bool { true }     (Player.swift:12)
/// fact.kind      // .prefersStatusBarHidden
/// fact.value     // .bool(true)
/// fact.location.fileNameAndLine  // Player.swift:12
/// ```
public struct CodeFact: Hashable, Sendable {
  /// FDFullscreenPopGesture's `UIViewController.fd_prefersNavigationBarHidden`: the subject of
  /// the ``Kind/navigationBarHidden`` fact it gives, which holds for a pushed controller only
  /// (the pod's swizzled `pushViewController:animated:` installs what hides the bar; R22.24).
  public static let fdPrefersNavigationBarHidden = "fd_prefersNavigationBarHidden"

  /// What the fact is about.
  public enum Kind: String, Hashable, Sendable, CaseIterable {
    /// `supportedInterfaceOrientations` (a getter or method returning a mask).
    case supportedInterfaceOrientations
    /// `prefersStatusBarHidden`.
    case prefersStatusBarHidden
    /// `setNavigationBarHidden(_:animated:)` or `navigationController?.isNavigationBarHidden = …`
    /// in `viewDidLoad`, `viewWillAppear` or `viewDidAppear`.
    case navigationBarHidden
    /// `additionalSafeAreaInsets = …`.
    case additionalSafeAreaInsets
    /// `edgesForExtendedLayout = …`.
    case edgesForExtendedLayout
    /// `extendedLayoutIncludesOpaqueBars = …`.
    case extendedLayoutIncludesOpaqueBars
    /// `automaticallyAdjustsScrollViewInsets = …`.
    case automaticallyAdjustsScrollViewInsets
    /// `outlet.contentInsetAdjustmentBehavior = …` (``CodeFact/subject`` names the outlet).
    case contentInsetAdjustmentBehavior
    /// `outlet.isHidden = true`, `outlet.alpha = 0`, `outlet.removeFromSuperview()`.
    case outletHidden
    /// `outlet.frame = …`, `outlet.center = …`, `outlet.transform = …`, `outlet.frame.origin…`.
    case outletMoved
    /// An outlet whose geometry the app's own helper code sets (``CodeFact/value`` names the
    /// helper, ``CodeFact/placedAt`` is where it sets it), or that the controller constrains in
    /// code (SnapKit, Masonry, anchors): placed by code (``PlacementReader``).
    case outletPlaced
    /// A container outlet the lifecycle code fills with a view it makes to the outlet's bounds
    /// (`self.mapView = [[MKMapView alloc] initWithFrame:self.mapContainer.bounds]`, then
    /// `[self.mapContainer addSubview:self.mapView]` or a call handed both): what the user sees
    /// there is that view, not the document's (``CodeFact/value`` names the made class).
    case outletFilled
    /// `outlet.constant = …` (or `[outlet setConstant:…]`) in any method of the controller: a
    /// constraint outlet whose constant the code changes, so the document's value is not the one
    /// every screen shows (``CodeFact/subject`` names the outlet). Read in every method, on a
    /// branch too: an action or a state method that runs later still moves the views.
    case constraintConstantSet
    /// `UINavigationBar.appearance().isTranslucent = …`: every navigation bar's translucency,
    /// app-wide (``AppearanceReader``; ``CodeIndex/navigationBarAppearance``), not one
    /// controller's fact.
    case navigationBarTranslucent
    /// `UINavigationBar.appearance().scrollEdgeAppearance = …`: whether every navigation bar is
    /// given a scroll-edge appearance that draws a background (`true`) or none (`false`: `nil`,
    /// or one configured with a transparent background), app-wide (``AppearanceReader``;
    /// ``CodeIndex/navigationBarScrollEdgeAppearance``).
    case navigationBarScrollEdgeAppearance
    /// `self.modalPresentationStyle = …` in the controller's own initializer or lifecycle code
    /// (or `[self setModalPresentationStyle:…]`), or a dependency-injection definition of the
    /// class that injects it (Typhoon's `[definition injectProperty:@selector(modalPresentationStyle)
    /// with:@(UIModalPresentationCustom)]` in `[TyphoonDefinition withClass:[X class] …]`): the
    /// style every presentation of an instance uses unless the presenter or a segue sets one.
    case modalPresentationStyle
    /// The app delegate's orientation lock the controller sets while it shows: a stored property
    /// that `application(_:supportedInterfaceOrientationsFor:)` returns (``CodeFact/subject``
    /// names it, ``CodeFact/placedAt`` is the `return`), assigned a literal mask from the
    /// controller's `viewWillAppear`, `viewDidAppear` or `viewDidLoad`, directly or through a
    /// helper (`AppUtility.lockOrientation(.portrait)`; ``OrientationLockReader``). UIKit
    /// intersects the app delegate's answer with the screen's whatever container holds it.
    case appOrientationLock
  }

  public var kind: Kind
  /// The outlet or property the fact is about, when it is about one (`tableView`).
  public var subject: String?
  public var value: CodeValue
  public var location: SourceLocation
  /// The statement, as written (one line).
  public var snippet: String
  /// The method or property it was read in (`viewWillAppear`, `supportedInterfaceOrientations`).
  public var method: String
  /// For ``Kind/outletPlaced``: where the helper sets the geometry.
  public var placedAt: SourceLocation? = nil
  /// For ``Kind/outletHidden`` and ``Kind/outletMoved``: the environments the statement runs in,
  /// when it is on a branch that tests only the device's idiom or the orientation
  /// (`if (UIDeviceOrientationIsLandscape(…)) [_panel removeFromSuperview];`); `nil`: every one.
  public var onlyIn: EnvironmentCase? = nil
}

/// A view-controller class of the app, and what its own code says about it.
public struct ControllerClass: Hashable, Sendable {
  public var name: String
  /// The superclass the declaration names (`nil`: not seen, such as a class declared only in an
  /// `@implementation`).
  public var superclass: String?
  /// Where the class is declared (its first declaration: the Swift class or the `@interface`).
  public var location: SourceLocation
  /// The facts its own code states, in source order (inherited ones: ``CodeIndex/facts(of:)``).
  public var facts: [CodeFact]
  /// The nib files its code loads with itself as the owner (`loadNibNamed("X", owner: self)`),
  /// with where.
  public var loadedNibs: [NibLoad]

  /// One `loadNibNamed(_:owner:)` / `[NSBundle loadNibNamed:owner:options:]` with `self` as owner.
  public struct NibLoad: Hashable, Sendable {
    public var nib: String
    public var location: SourceLocation
  }
}
