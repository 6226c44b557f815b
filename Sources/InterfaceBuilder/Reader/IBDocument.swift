import Foundation
import TextEscaping

/// A `.storyboard` or `.xib` file read into values: its kind and platform, its scenes (for a
/// xib, one synthesised scene per top-level view), and every note the reader took.
///
/// ```swift
/// let document = try IBDocument.load(path: "Base.lproj/Main.storyboard")
/// for scene in document.scenes { print(scene.id, scene.controller.kind) }
/// ```
public struct IBDocument: Sendable {
  /// Storyboard or xib.
  public enum Kind: String, Hashable, Sendable {
    case storyboard, xib
  }

  /// The platform `targetRuntime` names (spec §1.2).
  public enum Platform: String, Hashable, Sendable {
    /// `iOS.CocoaTouch`.
    case iOS
    /// `iOS.CocoaTouch.iPad`: an iPad-only document.
    case iPadOS
    /// `AppleTV`.
    case tvOS
    /// `watchKit`.
    case watchOS
    /// `MacOSX.Cocoa`.
    case macOS
    /// Anything else.
    case unknown

    /// Whether UIKit for iPhone and iPad lays the document out.
    public var isUIKit: Bool { self == .iOS || self == .iPadOS }
  }

  /// The path as given to the reader.
  public var path: String
  /// Storyboard or xib.
  public var kind: Kind
  /// The platform.
  public var platform: Platform
  /// Where `<document>` starts.
  public var location: SourceLocation
  /// `type`, `version`, `toolsVersion` and `targetRuntime`, as written.
  public var type: String?
  public var version: String?
  public var toolsVersion: String?
  public var targetRuntime: String?
  /// `useAutolayout="YES"`: absent means a springs-and-struts document.
  public var usesAutoLayout: Bool
  /// `useTraitCollections="YES"`.
  public var usesTraitCollections: Bool
  /// `useSafeAreas="YES"` (advisory: the guides present decide, spec §4.1).
  public var usesSafeAreas: Bool
  /// `launchScreen="YES"`.
  public var isLaunchScreen: Bool {
    didSet { presentationContexts = IBPresentationContext.resolveAll(in: self) }
  }
  /// Whether the app that ships the document names it in `UILaunchStoryboardName` (set by
  /// project mode, which reads the Info.plist; the file alone cannot say).
  public var isNamedLaunchScreen = false {
    didSet { presentationContexts = IBPresentationContext.resolveAll(in: self) }
  }
  /// Whether the app that ships the document launches with it (`UIMainStoryboardFile`, or the
  /// scene manifest's storyboard; set by project mode): its initial controller is the window's
  /// root. Any other storyboard's initial controller is instantiated by code, which decides
  /// where it goes.
  public var isMainStoryboard = false
  /// Whether the app that ships the document is known and does not launch with it (set by
  /// project mode for a storyboard other than the main one): its initial controller is shown by
  /// code (`instantiateInitialViewController()`, then pushed, presented — a page sheet by
  /// default since iOS 13 — or embedded), so its context is assumed.
  public var isShownByCode = false {
    didSet { presentationContexts = IBPresentationContext.resolveAll(in: self) }
  }
  /// Contexts other loaded storyboards give this document's scenes, by controller id: a scene
  /// another storyboard pushes or presents through a storyboard reference
  /// (``referenceSegues``; set by the audit once every file is read).
  public var externalContexts: [String: IBPresentationContext] = [:] {
    didSet { presentationContexts = IBPresentationContext.resolveAll(in: self) }
  }
  /// What the app's code says about each controller of the document, by controller id (set by
  /// project mode from the app's sources): applied when the controller is built.
  public var codeTraits: [String: IBCodeTraits] = [:]
  /// The app's own classes that inherit from `UIScrollView` (directly or through `UITableView`,
  /// `UICollectionView` or `UITextView`), as its code declares them (set by project mode): a
  /// plain `<view>` element whose custom class is one of them, or `UIScrollView` itself, is
  /// built as the scroll view it is at run time (``IBView/isScrollViewByClass(in:)``).
  public var scrollViewClasses: Set<String> = []
  /// The id of the storyboard's entry controller.
  public var initialViewControllerID: String? {
    didSet { presentationContexts = IBPresentationContext.resolveAll(in: self) }
  }
  /// `<deployment version>` decoded (`2304` → `9.0`), when written.
  public var deploymentTarget: String?
  /// The "View as" device the stored frames were computed for.
  public var designDevice: IBDesignDevice?
  /// The scenes, in document order.
  public var scenes: [IBScene] {
    didSet {
      itemIndex = IBItemIndex(scenes: scenes)
      presentationContexts = IBPresentationContext.resolveAll(in: self)
    }
  }
  /// Every id of ``scenes``, kept up to date with them: built once per document, not once per
  /// scene laid out.
  public private(set) var itemIndex = IBItemIndex(scenes: [])
  /// The ``IBPresentationContext`` of each scene's controller, by controller id, kept up to date
  /// with ``scenes`` and ``initialViewControllerID``: resolved once per document, not once per
  /// layout (``IBPresentationContext/resolve(_:in:)`` reads it).
  public private(set) var presentationContexts: [String: IBPresentationContext] = [:]
  /// `<resources><image name width height>`: image point sizes, sorted by name.
  public var imageSizes: [IBNamedSize]
  /// Everything the reader noted, in file order.
  public var notes: [IBNote]
  /// The outlets' property names by the id of the object they point at
  /// (``readableName(ofObject:)``).
  public var outletNames: [String: String] = [:]

  /// The views the document holds: every scene's controller view and detached views with
  /// their descendants (what a run's bound on its inputs counts; issue 32).
  public var viewCount: Int {
    var count = 0
    for scene in scenes {
      scene.controller.view?.forEachView { _ in count += 1 }
      for view in scene.detachedViews { view.forEachView { _ in count += 1 } }
    }
    return count
  }

  /// Whether the document is read but not laid out (a tvOS, watchOS or macOS document).
  public var isSkipped: Bool { !platform.isUIKit }

  /// Creates a document value (the reader fills it in).
  public init(path: String, kind: Kind, platform: Platform, location: SourceLocation) {
    self.path = path
    self.kind = kind
    self.platform = platform
    self.location = location
    usesAutoLayout = false
    usesTraitCollections = false
    usesSafeAreas = false
    isLaunchScreen = false
    scenes = []
    imageSizes = []
    notes = []
  }
}

/// A name and a size (image resources, designables).
public struct IBNamedSize: Hashable, Sendable {
  public var name: String
  public var size: CGSize

  public init(name: String, size: CGSize) {
    self.name = name
    self.size = size
  }
}

/// The document-level `<device>` (Xcode 8+) or `<simulatedScreenMetrics key="destination">`.
public struct IBDesignDevice: Hashable, Sendable {
  /// `retina4_7`, `retina6_1`, `ipad12_9`, … or a legacy `retina4`.
  public var id: String
  /// `portrait` or `landscape`.
  public var orientation: String
  /// The canvas in points for this orientation, when the id is known (spec §1.4).
  public var canvasSize: CGSize?
  public var location: SourceLocation

  public init(id: String, orientation: String, canvasSize: CGSize?, location: SourceLocation) {
    self.id = id
    self.orientation = orientation
    self.canvasSize = canvasSize
    self.location = location
  }

  /// Portrait canvases of the device ids in the spec's table (§1.4, §5.2).
  public static func portraitCanvas(for id: String) -> CGSize? {
    let table: [String: (Double, Double)] = [
      "retina3_5": (320, 480), "retina4": (320, 568), "retina4_0": (320, 568),
      "retina4_7": (375, 667), "retina4_7.fullscreen": (375, 667), "retina5_5": (414, 736),
      "retina5_9": (375, 812), "retina5_4": (375, 812), "retina6_1": (414, 896),
      "retina6_5": (414, 896), "retina6_0": (390, 844), "retina6_7": (428, 926),
      "retina6_12": (393, 852), "retina6_72": (430, 932), "retina6_3": (402, 874),
      "retina6_9": (440, 956), "ipad9_7": (768, 1024), "ipad10_5": (834, 1112),
      "ipad11": (834, 1194), "ipad12_9": (1024, 1366), "ipad12_9rounded": (1024, 1366),
    ]
    guard let size = table[id] else { return nil }
    return CGSize(width: size.0, height: size.1)
  }
}

/// One scene: a storyboard `<scene>` with its controller, or a xib's top-level view wrapped in a
/// synthesised controller.
public struct IBScene: Sendable, Identifiable {
  /// The `sceneID`, or for a xib `xib:<view id>`.
  public var id: String
  /// Where the scene starts.
  public var location: SourceLocation
  /// The scene's controller.
  public var controller: IBController
  /// Whether the reader made the scene up (a xib's top-level view).
  public var isSynthesized: Bool
  /// Views in the scene's objects outside the controller's hierarchy (added by code at run time).
  public var detachedViews: [IBView] = []

  public init(
    id: String, location: SourceLocation, controller: IBController, isSynthesized: Bool
  ) {
    self.id = id
    self.location = location
    self.controller = controller
    self.isSynthesized = isSynthesized
  }

  /// The scene's views (the controller's hierarchy and the detached views) plus their
  /// constraints, counted in the document: what laying the scene out is expected to cost (the
  /// parallel audit hands out the most expensive scenes first).
  public var viewAndConstraintCount: Int {
    var count = 0
    for root in (controller.view.map { [$0] } ?? []) + detachedViews {
      root.forEachView { count += 1 + $0.constraints.count }
    }
    return count
  }
}

/// A `kind`/`relationship`/`destination` segue (spec §2.7).
public struct IBSegue: Hashable, Sendable {
  public var id: String?
  /// `relationship`, `embed`, `show`, `push`, `presentation`, `modal`, `custom`, …
  public var kind: String
  /// `rootViewController`, `viewControllers`, `masterViewController`, … for relationships.
  public var relationship: String?
  public var destination: String
  public var identifier: String?
  /// `modalPresentationStyle` of a presentation segue (`formSheet`, `pageSheet`, …), as written.
  public var modalPresentationStyle: String?
  /// A custom segue's `UIStoryboardSegue` subclass (`customClass`), as written.
  public var customClass: String?
  public var location: SourceLocation

  public init(
    id: String?, kind: String, relationship: String?, destination: String, identifier: String?,
    modalPresentationStyle: String? = nil, location: SourceLocation
  ) {
    self.id = id
    self.modalPresentationStyle = modalPresentationStyle
    self.kind = kind
    self.relationship = relationship
    self.destination = destination
    self.identifier = identifier
    self.location = location
  }
}

/// A `<userDefinedRuntimeAttribute>`: a KVC write at load time.
public struct IBRuntimeAttribute: Hashable, Sendable {
  public var keyPath: String
  public var type: String
  /// The value as text (`value` attribute, or a nested `<integer>`/`<real>` value).
  public var value: String?
  public var location: SourceLocation

  public init(keyPath: String, type: String, value: String?, location: SourceLocation) {
    self.keyPath = keyPath
    self.type = type
    self.value = value
    self.location = location
  }
}

/// Edge insets as IB writes them: `<inset minX minY maxX maxY>`, `<edgeInsets top left bottom
/// right>` or `<directionalEdgeInsets top leading bottom trailing>` (leading as left).
public struct IBInsets: Hashable, Sendable {
  public var top: Double
  public var left: Double
  public var bottom: Double
  public var right: Double
  /// Written as leading/trailing.
  public var isDirectional: Bool

  public init(top: Double, left: Double, bottom: Double, right: Double, isDirectional: Bool = false)
  {
    self.top = top
    self.left = left
    self.bottom = bottom
    self.right = right
    self.isDirectional = isDirectional
  }

  /// Whether no side is negative (an outset).
  public var isNonNegative: Bool { top >= 0 && left >= 0 && bottom >= 0 && right >= 0 }
  /// Whether every side is 0.
  public var isZero: Bool { top == 0 && left == 0 && bottom == 0 && right == 0 }
}
