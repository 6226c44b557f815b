import DeviceCatalog
import Foundation
import HeadlessUIKit

/// One environment's layout of one file, with the geometry the rules share: the screen's unsafe
/// regions and the views that count as content.
///
/// A reference: rules read it many times and never change it. Environments with the same
/// ``LayoutInputs`` share one snapshot and one ``Analysis`` (``reused(in:)``); the environment is
/// the audited one. The snapshot is held by the shared analysis, so that a layout reused in
/// another environment is a small object (an audit makes one per file and environment).
public final class AuditedLayout: Sendable {
  /// The file the layout came from.
  public let file: String
  /// The snapshot. When layouts are shared (``Auditor/sharesLayouts``) it was taken in another
  /// environment with the same ``LayoutInputs``: its laid-out values are this environment's, but
  /// its own `environment` is the other one's (read ``environment``), and so are `explain`'s
  /// inset labels if the snapshot has them (`safearea audit` takes snapshots without them).
  public var snapshot: LayoutSnapshot { analysis.snapshot }
  /// The environment audited.
  public let environment: Environment
  /// The views of the snapshot with their context, shared by the environments that share it.
  public let analysis: Analysis

  /// Every view with what the rules need to know about its place in the tree, in pre-order.
  public var entries: [Entry] { analysis.entries }
  /// Views that show content: visible (not hidden, not transparent, some part on screen and not
  /// clipped away: ``Entry/visibleFrame``), not the window, not a root view, not a bar, not a
  /// scroll view or inside one (scroll content has its own rules), not a hairline (a plain view
  /// at most 2 pt thin), and either a control or a leaf (a view with subviews is a container; its
  /// subviews are the content).
  public var contentEntries: [Entry] { analysis.contentEntries }
  /// Visible controls, wherever they are (except inside scroll views).
  public var controlEntries: [Entry] { analysis.controlEntries }
  /// Views inside scroll views that would be ``contentEntries`` but for the scroll view, when
  /// no scroll view around them can move them vertically (each one's `contentOffset` range is a
  /// single point on that axis, or scrolling is off) and none has content it can never bring
  /// into view (``UnreachableScrollContentRule``'s own finding): their place on the screen's
  /// vertical axis is fixed, as any other view's. A title strip built as a horizontal
  /// `UIScrollView` of labels at y 64 under a translucent bar stays under it (round K: DYZB's
  /// and MGDYZB's page titles), since `adjustedContentInset` moves content only on the axes the
  /// scroll view scrolls or its container forces (R4.1, R4.3, R4.12).
  public var verticallyFixedScrollContentEntries: [Entry] {
    analysis.verticallyFixedScrollContentEntries
  }
  /// ``controlEntries`` and the controls among ``verticallyFixedScrollContentEntries``: the
  /// controls whose place on the screen's vertical axis no scrolling changes, which the rules
  /// about the top and bottom bands (the status bar, the home indicator) judge. A button in a
  /// `UIScrollView` whose content size is never set stays over the home indicator as any other
  /// (fresh round N: SmallDay's login screen's register strip, `AppHeight - 45 - 10 - 64` in a
  /// scroll view that never scrolls; round L lifted the exemption for the bars only).
  public var verticallyFixedControlEntries: [Entry] { analysis.verticallyFixedControlEntries }

  /// A view and its context (a reference, so that rules walk the lists without copying views).
  public final class Entry: Sendable {
    /// The view.
    public var view: ViewSnapshot { siblings[index] }
    /// The view's superview's subviews (the window alone for the window), shared with the
    /// snapshot: an entry does not copy its view (a view snapshot is some 450 bytes with a dozen
    /// references; an audit makes an entry per view and environment).
    private let siblings: [ViewSnapshot]
    /// The view's place in ``siblings``.
    private let index: Int
    /// Its superview's entry (`nil` for the window).
    public let parent: Entry?
    /// Its superview (`nil` for the window).
    public var superview: ViewSnapshot? { parent?.view }
    /// Whether a later sibling (drawn over it) follows the view in its superview.
    public var hasLaterSibling: Bool { index < siblings.count - 1 }
    /// Whether a later shown sibling overlaps the view's frame: content drawn over it, as over a
    /// background (a panel's artwork under its knobs, a header strip's image under its buttons).
    public var isCoveredByLaterSibling: Bool {
      siblings.withUnsafeBufferPointer { views in
        let frame = views[index].frame.standardized
        return views[(index + 1)...].contains { view in
          !view.isHidden && view.alpha >= 0.01
            && view.frame.standardized.intersection(frame).width > Geometry.tolerance
            && view.frame.standardized.intersection(frame).height > Geometry.tolerance
        }
      }
    }
    /// Whether the view lies over an earlier shown sibling that holds content (a view of another
    /// class than `UIView`, or one with shown subviews; not a bare fill): drawn over that
    /// content, as a cover is (``AuditedLayout/isPlainCover(_:)``).
    public var coversEarlierContent: Bool {
      siblings.withUnsafeBufferPointer { views in
        let frame = views[index].frame.standardized
        return views[..<index].contains { view in
          let overlap = view.frame.standardized.intersection(frame)
          return !view.isHidden && view.alpha >= 0.01 && overlap.width > Geometry.tolerance
            && overlap.height > Geometry.tolerance
            && (view.className != "UIView" || !Analysis.allHidden(view.subviews))
        }
      }
    }
    /// Whether it or an ancestor is hidden or transparent (R12.3: `alpha` below 0.01, invisible and
    /// UIKit's `hitTest(_:with:)` skips it), or lies wholly under a later sibling blur (seen only
    /// blurred, its touches taken by the blur), so no content or touch rule applies to it.
    public let isHiddenInWindow: Bool
    /// Whether an ancestor is a scroll view (the view scrolls with content).
    public let isInsideScrollView: Bool
    /// Whether it is a controller's root view.
    public let isRootView: Bool
    /// Whether it is a system bar (navigation bar, tab bar, toolbar).
    public let isBar: Bool
    /// The view's identity across environments.
    public var reference: ViewReference {
      // Made when asked (rules ask only of the views they report), from the view's fields read in
      // place: an entry that stored it was 64 bytes larger and retained three strings.
      siblings.withUnsafeBufferPointer { views in
        let location = views[index].sourceLocation
        return ViewReference(
          file: location?.file ?? "", line: location?.line ?? 0, column: location?.column ?? 0,
          sceneID: views[index].sceneID, className: views[index].className)
      }
    }
    /// The part of the view a person can see, in window coordinates: its frame (an image view's
    /// drawn image, ``HeadlessUIKit/ViewSnapshot/contentFrameInWindow``) cut by the screen and by
    /// every ancestor that clips to its bounds (`clipsToBounds`). Empty (`.null`
    /// or thinner than the tolerance) when the view is entirely off-screen or clipped away: it
    /// is then not content.
    public let visibleFrame: CGRect
    /// The part of the view's frame a person can see (``visibleFrame`` before a label's text, a
    /// button's title or an indicator's glyph narrowed it; an image view's drawn image stays):
    /// what the exemptions for views spanning the window and for backdrops measure, so that an
    /// estimate of drawn text, which can only narrow ``visibleFrame``, never takes an exemption
    /// away and never makes a finding (issue 27).
    public let spanFrame: CGRect
    /// For a view that fills a rounded rectangle (a button or plain view with a background or
    /// border and `layer.cornerRadius`), its radius and its foreground's frame in window
    /// coordinates (``HeadlessUIKit/RoundedFillSnapshot``); `nil` otherwise.
    /// ``RoundedCornerClippingRule`` measures the rounded outline, not the frame's corner.
    public let roundedFill: RoundedFillSnapshot?
    /// Whether the view is decoration rather than content: not interactive, and an image, a
    /// map, a visual effect, or a plain view with content drawn over it (a later sibling that
    /// overlaps it: a backdrop). Such a view may extend under the housing, the bars and the home
    /// indicator on purpose when it runs to the screen's edge (``AuditedLayout/isFullBleed(_:along:)``).
    public let isDecoration: Bool
    /// Whether the view's class is an interactive control (``AuditedLayout/isControl(_:)``).
    public let isControl: Bool
    /// Whether its vertical place (its or an ancestor's `y` or `height`) is ambiguous: the
    /// constraints leave it undetermined, so UIKit may put it elsewhere than this layout does.
    public let isAmbiguousVertically: Bool
    /// The same for `x` and `width`.
    public let isAmbiguousHorizontally: Bool

    /// `siblings[index]` is the view; `ambiguousAttributes` are its own, read in place by the
    /// caller.
    init(
      in siblings: [ViewSnapshot], at index: Int, parent: Entry?, ambiguousAttributes: [String]?,
      isHiddenInWindow: Bool, isInsideScrollView: Bool,
      isRootView: Bool, isBar: Bool, visibleFrame: CGRect, spanFrame: CGRect,
      roundedFill: RoundedFillSnapshot? = nil, isDecoration: Bool, isControl: Bool
    ) {
      self.spanFrame = spanFrame
      self.roundedFill = roundedFill
      self.siblings = siblings
      self.index = index
      self.parent = parent
      let own = ambiguousAttributes ?? []
      isAmbiguousVertically =
        (parent?.isAmbiguousVertically ?? false) || own.contains("y") || own.contains("height")
      isAmbiguousHorizontally =
        (parent?.isAmbiguousHorizontally ?? false) || own.contains("x") || own.contains("width")
      self.isHiddenInWindow = isHiddenInWindow
      self.isInsideScrollView = isInsideScrollView
      self.isRootView = isRootView
      self.isBar = isBar
      self.visibleFrame = visibleFrame
      self.isDecoration = isDecoration
      self.isControl = isControl
    }
  }

  /// What the rules read of a snapshot that does not depend on the device: its views in context.
  public final class Analysis: Sendable {
    /// The snapshot analysed.
    public let snapshot: LayoutSnapshot
    /// Every view, in pre-order.
    public let entries: [Entry]
    /// See ``AuditedLayout/contentEntries``.
    public let contentEntries: [Entry]
    /// See ``AuditedLayout/controlEntries``.
    public let controlEntries: [Entry]
    /// See ``AuditedLayout/verticallyFixedScrollContentEntries``.
    public let verticallyFixedScrollContentEntries: [Entry]
    /// See ``AuditedLayout/verticallyFixedControlEntries``.
    public let verticallyFixedControlEntries: [Entry]
    /// See ``AuditedLayout/visibleBars``.
    public let bars: [VisibleBar]
    /// Whether the layout needed a value the model cannot know (the snapshot's
    /// ``HeadlessUIKit/LayoutSnapshot/missingValues`` are not empty).
    public let hasMissingValues: Bool
    /// Whether some view's frame is ambiguous (``Entry/isAmbiguousVertically``).
    public let hasAmbiguity: Bool
    /// The indices in ``entries`` of the scroll views (views with a scroll, table or collection
    /// snapshot), in pre-order: the rules about scroll views read these, not every view (found in the one walk
    /// that makes the entries, while each is fresh in memory).
    let scrollIndices: [Int]

    /// The entries of `snapshot`.
    public init(_ snapshot: LayoutSnapshot) {
      self.snapshot = snapshot
      let controllers = snapshot.allControllers
      var rootIDs: Set<Int> = []
      for controller in controllers {
        if let id = controller.rootViewID { rootIDs.insert(id) }
      }
      var walk = Walk(rootIDs: rootIDs.sorted())
      let window = [snapshot.window]
      window.withUnsafeBufferPointer { buffer in
        guard let base = buffer.baseAddress else { return }
        walk.visit(
          base, in: window, at: 0, parent: nil, hidden: false, inScroll: false,
          scrollKeepsPlace: true, clip: base.pointee.frame, isBackdrop: false,
          inDecoration: false)
      }
      entries = walk.entries
      hasAmbiguity = walk.hasAmbiguity
      scrollIndices = walk.scrollIndices
      contentEntries = walk.contentEntries
      controlEntries = walk.contentEntries.filter(\.isControl)
      verticallyFixedScrollContentEntries = walk.fixedScrollContentEntries
      let fixedScrollControls = walk.fixedScrollContentEntries.filter(\.isControl)
      verticallyFixedControlEntries =
        fixedScrollControls.isEmpty ? controlEntries : controlEntries + fixedScrollControls
      bars = Self.bars(snapshot, controllers: controllers)
      // What `missingValues` collects, without collecting it.
      hasMissingValues =
        snapshot.keyboardMissing != nil
        || controllers.contains {
          !$0.missingValues.isEmpty || !($0.presentation?.missingValues.isEmpty ?? true)
        }
    }

    /// The walk that makes the entries: a value with mutating methods, so that its lists are
    /// not captured variables checked for exclusive access at every append.
    private struct Walk {
      /// The ids of the controllers' root views, sorted (a few: searched, not hashed).
      let rootIDs: [Int]
      var entries: [Entry] = []
      var contentEntries: [Entry] = []
      var fixedScrollContentEntries: [Entry] = []
      var scrollIndices: [Int] = []
      var hasAmbiguity = false
      /// What a class name says, asked once per name (each question compares strings).
      var classes: [String: ClassTraits] = [:]
      /// The class name asked last and its traits: siblings come in runs of one class, and equal
      /// names (one string, from one type's name) compare without hashing.
      var lastClass: (name: String, traits: ClassTraits)?

      init(rootIDs: [Int]) { self.rootIDs = rootIDs }

      /// Whether `id` is one of ``rootIDs``.
      func isRoot(_ id: Int) -> Bool {
        var low = 0
        var high = rootIDs.count
        while low < high {
          let middle = (low + high) / 2
          if rootIDs[middle] < id { low = middle + 1 } else { high = middle }
        }
        return low < rootIDs.count && rootIDs[low] == id
      }

      /// The traits of `className`.
      mutating func traits(_ className: String) -> ClassTraits {
        if let lastClass, lastClass.name == className { return lastClass.traits }
        let traits: ClassTraits
        if let known = classes[className] {
          traits = known
        } else {
          traits = ClassTraits(className)
          classes[className] = traits
        }
        lastClass = (className, traits)
        return traits
      }

      /// `view` points at `siblings[index]`, in the buffer of `siblings` (kept alive by the
      /// caller, in `withUnsafeBufferPointer`, for the whole call): the walk reads the fields it
      /// needs through it, and neither the walk nor the entry copies a view snapshot (a value
      /// read from the buffer and passed to a call would be copied whole, some 450 bytes and a
      /// dozen retains, then destroyed).
      mutating func visit(
        _ view: UnsafePointer<ViewSnapshot>, in siblings: [ViewSnapshot], at index: Int,
        parent: Entry?, hidden: Bool, inScroll: Bool, scrollKeepsPlace: Bool, clip: CGRect,
        isBackdrop: Bool, inDecoration: Bool
      ) {
        let isHidden = hidden || view.pointee.isHidden || view.pointee.alpha < 0.01
        // An image view shows its image where it is drawn (aspect fit, centred, …), not across
        // its whole frame; what it clips, its subviews, is still cut by its frame.
        let state = ViewSnapshot.outOfLineState(of: view)
        let frameInWindow = view.pointee.frameInWindow
        let imageFrame = state.contentFrameInWindow
        let visible = (imageFrame ?? frameInWindow).intersection(clip)
        let frameVisible = imageFrame == nil ? visible : frameInWindow.intersection(clip)
        let className = view.pointee.className
        let traits = traits(className)
        let isControl = traits.isControl
        let isDecorationClass = traits.isDecorationClass
        let subviews = view.pointee.subviews
        // A plain view inside a decorating class (a visual effect view's content view)
        // decorates too.
        let isDecoration =
          AuditedLayout.isDecoration(
            className: className, subviews: subviews, isBackdrop: isBackdrop,
            isDecorationClass: isDecorationClass)
          || (inDecoration && className == "UIView")
        // A plain view holding only plain fills (a border drawn as a colour with a fill inset
        // inside it), with content drawn over it by a later sibling: a backdrop made of several
        // fills, each one decoration as a single backdrop fill is (fresh round M). Never a
        // controller's root view: what is drawn over it there is its container's bar.
        let decoratesByClass =
          inDecoration || isDecorationClass
          || (isBackdrop && className == "UIView" && !isRoot(view.pointee.id)
            && Analysis.onlyPlainFills(subviews))
        let entry = Entry(
          in: siblings, at: index, parent: parent, ambiguousAttributes: state.ambiguousAttributes,
          isHiddenInWindow: isHidden, isInsideScrollView: inScroll,
          isRootView: isRoot(view.pointee.id), isBar: traits.isBar,
          visibleFrame: visible,
          spanFrame: imageFrame == nil || view.pointee.className.hasSuffix("ImageView")
            ? visible : frameVisible,
          roundedFill: state.roundedFill, isDecoration: isDecoration, isControl: isControl)
        let isScrollView = state.hasScroll
        if state.hasScrollState { scrollIndices.append(entries.count) }
        if state.ambiguousAttributes != nil { hasAmbiguity = true }
        entries.append(entry)
        if Analysis.showsContent(
          entry, className: className, isScrollView: isScrollView, subviews: subviews)
        {
          contentEntries.append(entry)
        } else if inScroll, scrollKeepsPlace,
          Analysis.showsContent(
            entry, className: className, isScrollView: isScrollView, subviews: subviews,
            countingScrollContent: true)
        {
          fixedScrollContentEntries.append(entry)
        }
        guard !subviews.isEmpty else { return }
        let inner = view.pointee.clipsToBounds ? frameVisible : clip
        let covered = SiblingCoverage.coveredFlags(subviews)
        let blurred = SiblingCoverage.underBlurFlags(subviews)
        let subviewsInScroll = inScroll || isScrollView
        let subviewsKeepPlace =
          scrollKeepsPlace
          && (!isScrollView || view.pointee.scroll.map(Analysis.keepsVerticalPlace) ?? false)
        subviews.withUnsafeBufferPointer { buffer in
          guard let base = buffer.baseAddress else { return }
          for at in buffer.indices {
            visit(
              base + at, in: subviews, at: at, parent: entry, hidden: isHidden || blurred[at],
              inScroll: subviewsInScroll, scrollKeepsPlace: subviewsKeepPlace, clip: inner,
              isBackdrop: covered[at], inDecoration: decoratesByClass)
          }
        }
      }
    }

    /// Whether a scroll view keeps its subviews' place on the screen's vertical axis: its
    /// `contentOffset` cannot change vertically (its range is one point: the content fits and no
    /// inset makes room, or scrolling is off), and it has no content it can never bring into view
    /// (``UnreachableScrollContentRule`` reports that content itself).
    static func keepsVerticalPlace(_ scroll: ScrollViewSnapshot) -> Bool {
      guard !scroll.hasUnreachableContent else { return false }
      return !scroll.isScrollEnabled
        || scroll.maxContentOffset.y - scroll.minContentOffset.y <= Geometry.tolerance
    }

    /// Whether `entry` is one of ``AuditedLayout/contentEntries`` (with
    /// `countingScrollContent`, whether it would be one but for a scroll view around it);
    /// `className`, `isScrollView` and `subviews` are its view's.
    fileprivate static func showsContent(
      _ entry: Entry, className: String, isScrollView: Bool, subviews: [ViewSnapshot],
      countingScrollContent: Bool = false
    ) -> Bool {
      guard entry.parent != nil, !entry.isHiddenInWindow, !entry.isRootView, !entry.isBar,
        countingScrollContent || !entry.isInsideScrollView, !isScrollView
      else { return false }
      let frame = entry.visibleFrame
      guard !frame.isNull, frame.width > Geometry.tolerance, frame.height > Geometry.tolerance
      else {
        return false
      }
      // A hairline (a plain view at most 2 pt thin: a separator) shows structure, not content.
      if className == "UIView", min(frame.width, frame.height) <= 2 { return false }
      // The window's container of a presentation (UIKit's `UITransitionView`, the runtime's
      // too) is structure as a root view is: what it shows is the presented controller's view,
      // even when that view is transparent at rest (fresh round O: IDMPhotoBrowser, custom
      // presented, sets its view's alpha to 0 to start its present animation; its container
      // was reported by `fixed_position`).
      if className == "UITransitionView" { return false }
      // A plain `UIControl` holding views is a container: UIControl adds to UIView only the
      // target-action mechanism ("The main role of UIControl is to define an interface and base
      // implementation for preparing action messages", Apple's UIControl reference; a UIView
      // itself only fills its area with a background color), and "you do not create instances
      // of this class directly" except as the Interface Builder idiom for a tappable background
      // (a tap anywhere that dismisses the keyboard). What it shows is its subviews, judged
      // each on its own; a touch on its bare edge is a touch on the background. Fresh round J:
      // Tidepool Mobile's `eventListSceneContainer` and `LoginContainerView`.
      if className == "UIControl", !allHidden(subviews) { return false }
      return entry.isControl || allHidden(subviews)
    }

    /// Whether `views` is not empty and each one is a plain `UIView` with no shown subview (a
    /// fill), read in place.
    static func onlyPlainFills(_ views: [ViewSnapshot]) -> Bool {
      !views.isEmpty
        && views.withUnsafeBufferPointer { buffer in
          buffer.allSatisfy { $0.className == "UIView" && allHidden($0.subviews) }
        }
    }

    /// Whether every view of `views` is hidden (read in place, not copied one by one).
    static func allHidden(_ views: [ViewSnapshot]) -> Bool {
      views.withUnsafeBufferPointer { buffer in buffer.allSatisfy(\.isHidden) }
    }

    /// The visible bars of `controllers` (the snapshot's, ``LayoutSnapshot/allControllers``).
    /// Classes that hold a scroll view without being one in the snapshot (a web view scrolls its
    /// page in its own scroll view).
    static let scrollingClasses: Set<String> = ["WKWebView", "UIWebView"]

    static func bars(_ snapshot: LayoutSnapshot, controllers: [ControllerSnapshot])
      -> [VisibleBar]
    {
      var result: [VisibleBar] = []
      for controller in controllers {
        let bars: [(String, BarSnapshot?)] = [
          ("navigation bar", controller.navigationBar), ("toolbar", controller.toolbar),
          ("tab bar", controller.tabBar),
        ]
        let visible = bars.compactMap { name, bar -> (String, BarSnapshot)? in
          guard let bar, !bar.isHidden, bar.frame.height > Geometry.tolerance else { return nil }
          return (name, bar)
        }
        // The views below are collected only for a controller that shows a bar.
        guard !visible.isEmpty else { continue }
        var below: Set<Int> = []
        var holdsScrollView = false
        func visit(_ view: ViewSnapshot) {
          below.insert(view.id)
          if view.scroll != nil || Self.scrollingClasses.contains(view.className) {
            holdsScrollView = true
          }
          for subview in view.subviews { visit(subview) }
        }
        for id in controller.children.compactMap(\.rootViewID) {
          if let root = snapshot.view(id: id) { visit(root) }
        }
        for (name, bar) in visible {
          var entry = VisibleBar(name: name, frame: bar.frame, contentIDs: below)
          // Read from the layout only (shared by every environment with the same inputs); the
          // iOS version is the rule's to read (``VisibleBar/drawsNoBackground(ios:)``).
          entry.takesScrollEdgeAppearanceAlways =
            name == "navigation bar" && !holdsScrollView && !bar.definesScrollEdgeAppearance
            && bar.frame.height <= VisibleBar.standardHeightLimit
          result.append(entry)
        }
      }
      return result
    }
  }

  /// A visible bar of a container controller and the ids of the views its children show below it.
  public struct VisibleBar: Sendable {
    /// `navigation bar`, `toolbar`, `tab bar`.
    public var name: String
    /// Its frame in window coordinates.
    public var frame: CGRect
    /// The container's child root views and every view inside them.
    public var contentIDs: Set<Int>
    /// Whether the bar is a navigation bar of standard height, without a scroll-edge appearance
    /// of its own, over a hierarchy that holds no scroll view: from iOS 15 it then always draws
    /// its (default) scroll-edge appearance (``drawsNoBackground(ios:)``).
    public var takesScrollEdgeAppearanceAlways = false

    /// Whether the bar draws no background over the content under iOS `ios` (R10.2). From
    /// iOS 15 a navigation bar managed by a navigation controller uses its
    /// `scrollEdgeAppearance` "when your view controller's associated scroll view is at the
    /// appropriate edge (or always if you don't have a UIScrollView in your hierarchy)", and
    /// when that property is nil (the default, which a storyboard bar without appearance objects
    /// keeps) "UIKit uses the settings found in the standardAppearance property, modified to use
    /// a transparent background" (Apple's `UINavigationBar.scrollEdgeAppearance` reference). The
    /// view under it is seen; only the bar's title and bar button items are drawn over it, in
    /// the bar's middle band (``itemBand``). A large-title bar (taller than
    /// ``standardHeightLimit``) draws its title low in the bar and is not exempted.
    public func drawsNoBackground(ios: Int) -> Bool {
      takesScrollEdgeAppearanceAlways && ios >= IOSBehaviour.navigationBarScrollEdgeForAll
    }

    /// The tallest a navigation bar without a large title is: 44 pt (regular), 32 pt (compact
    /// height), 50 pt on iOS 26; a large-title bar is 96 pt (R3.2) (derived: a limit between).
    static let standardHeightLimit: CGFloat = 56

    /// Half the height of what a standard bar draws: its title, one 17-pt line (20.3 pt with the
    /// system font's line height, R21.5), and its bar button items' glyphs (the HIG asks for
    /// navigation bar icons of "about 22 x 22" points, 44 x 44 pixels at @2x), centred
    /// vertically in the bar; 28 pt leaves room for larger glyphs and text styles (derived).
    static let itemHalfHeight: CGFloat = 14

    /// Where a bar that draws no background draws over the content: the band of its title and
    /// bar button items, centred in it (``itemHalfHeight``).
    public var itemBand: CGRect {
      CGRect(
        x: frame.minX, y: frame.midY - Self.itemHalfHeight, width: frame.width,
        height: 2 * Self.itemHalfHeight)
    }
  }

  /// Lays out the entries of `snapshot`, audited in its own environment.
  public convenience init(file: String, snapshot: LayoutSnapshot) {
    self.init(file: file, environment: snapshot.environment, analysis: Analysis(snapshot))
  }

  init(file: String, environment: Environment, analysis: Analysis) {
    self.file = file
    self.environment = environment
    self.analysis = analysis
  }

  /// This layout audited in `environment`, which has the same ``LayoutInputs`` as this one's: the
  /// snapshot and its analysis are shared.
  public func reused(in environment: Environment) -> AuditedLayout {
    AuditedLayout(file: file, environment: environment, analysis: analysis)
  }

  /// What a view's class name says to the rules: a control, a decorating class, a system bar.
  struct ClassTraits {
    /// ``AuditedLayout/isControl(_:)``.
    var isControl: Bool
    /// Whether the class only decorates (an image, a map, a visual effect,
    /// ``AuditedLayout/decorationSuffixes``) and is not a control.
    var isDecorationClass: Bool
    /// One of ``AuditedLayout/barClasses``.
    var isBar: Bool

    init(_ className: String) {
      isControl = AuditedLayout.isControl(className: className)
      isDecorationClass =
        !isControl && AuditedLayout.decorationSuffixes.contains { className.hasSuffix($0) }
      isBar = AuditedLayout.barClasses.contains(className)
    }
  }

  static let barClasses = ["UINavigationBar", "UITabBar", "UIToolbar"]
  static let controlClasses = [
    "UIButton", "UIControl", "UISwitch", "UISlider", "UISegmentedControl", "UITextField",
    "UIStepper", "UIDatePicker", "UIPageControl", "UITextView", "UISearchBar",
  ]

  /// The screen in this orientation, in window coordinates: at the origin for a full-screen
  /// window; for a smaller window (R18.1) offset by the window's place on the screen, so that the
  /// screen's regions (housing, home indicator, corners) meet the views where the window does.
  public var screen: CGRect {
    let window = environment.windowFrame
    return environment.screenBounds.offsetBy(dx: -window.minX, dy: -window.minY)
  }

  /// The window's bounds (the screen for a full-screen window).
  public var window: CGRect { environment.windowBounds }
  /// The device.
  public var device: Device { environment.device }

  /// Classes that draw decoration, never text or controls: images, maps, blur and vibrancy.
  static let decorationSuffixes = [
    "ImageView", "MapView", "VisualEffectView", "BackgroundView", "GradientView",
  ]

  /// Whether a view is decoration (see ``Entry/isDecoration``): a decorating class, or a plain
  /// leaf view with content drawn over it (`isBackdrop`). `className` and `subviews` are the
  /// view's; `isDecorationClass` is ``ClassTraits/isDecorationClass`` of its class.
  static func isDecoration(
    className: String, subviews: [ViewSnapshot], isBackdrop: Bool, isDecorationClass: Bool
  ) -> Bool {
    if isDecorationClass { return true }
    return isBackdrop && className == "UIView" && Analysis.allHidden(subviews)
  }

  /// Whether `entry` is a full-bleed decoration at `edge`: a decoration (an image, a map, a
  /// visual effect, a backdrop) that spans the screen edge to edge, across its width or its
  /// height (a full-width header or footer reaches the side strips in landscape too). The HIG
  /// asks backgrounds to extend to the edges, under the housing, the bars and the home
  /// indicator: such a view is not a finding.
  ///
  /// A backdrop that is not an image or a map counts too (``isBackdrop(_:)``): a blur, or a
  /// plain view inside one or with content over it, covering at least half the window each way,
  /// is a background wherever it ends (a full-screen blur designed at a smaller screen's size and
  /// left at it). A large image or map is as often the screen's content (a picked photo) as its
  /// background, so it must reach the edges.
  ///
  /// A decoration that fills the root view of its screen, with content drawn over it by a later
  /// sibling, counts too (``fillsScreenView(_:)``): that screen's background, to every edge the
  /// screen shows, in a sheet as on the full screen.
  public func isFullBleed(_ entry: Entry, along edge: RectEdge) -> Bool {
    if fillsUnsafeBand(entry) || fillsRootView(entry) { return true }
    guard entry.isDecoration else { return false }
    let frame = entry.view.frameInWindow
    return spansWidth(frame) || spansHeight(frame) || fillsScreenView(entry)
      || (isBackdrop(entry) && !entry.view.className.hasSuffix("ImageView")
        && !entry.view.className.hasSuffix("MapView"))
  }

  /// Whether `entry` is a decoration that fills the root view of its screen (a controller's
  /// view, full screen or in a sheet) exactly, and a later sibling draws over it: the screen's
  /// background (a `frame = view.bounds` image with flexible width and height under the
  /// content).
  public func fillsScreenView(_ entry: Entry) -> Bool {
    entry.isDecoration && entry.hasLaterSibling && fillsParentRootView(entry)
  }

  /// Whether `entry`'s frame is exactly the bounds of its superview, a controller's root view.
  func fillsParentRootView(_ entry: Entry) -> Bool {
    guard let parent = entry.parent, parent.isRootView else { return false }
    let frame = entry.view.frame
    let bounds = parent.view.bounds
    let t = Geometry.tolerance
    return abs(frame.minX - bounds.minX) <= t && abs(frame.minY - bounds.minY) <= t
      && abs(frame.maxX - bounds.maxX) <= t && abs(frame.maxY - bounds.maxY) <= t
  }

  /// Whether `entry` is a plain view that only fills: its class is `UIView` itself and it shows
  /// no subview, so its background colour (or border) is all it draws — never text, an image or
  /// a control. Such a view is content only as a coloured block; placed as a background it is
  /// decoration (``isFillDecoration(_:)``).
  public func isPlainFill(_ entry: Entry) -> Bool {
    entry.view.className == "UIView" && Analysis.allHidden(entry.view.subviews)
  }

  /// Whether `entry` is a plain fill (``isPlainFill(_:)``) that fills the band below its
  /// superview's safe area, with no bar over it: it starts at or below the safe area's bottom
  /// and reaches the superview's bottom (a white strip pinned from the safe area's bottom to the
  /// view's bottom, carrying a sheet's colour under the home indicator). Placed there, it is
  /// that band's background, which the HIG asks to reach the edges. Found by fresh round L: three such
  /// strips of Waves Wallet were reported cut by the iPhone Duo's rounded corner.
  ///
  /// The band above the safe area counts when the fill is exactly that band across the
  /// superview's width — from its top to the safe area's top, no bar over it: the status bar's
  /// backdrop under a hand-made bar pinned to the safe area (round Q's HRMemo, five false
  /// `sensor_housing_overlap` errors: a uniform colour loses nothing under the housing). A plain
  /// view reaching past the safe area's top, or narrower, or under a bar (A0-1's red view) is
  /// still judged.
  public func fillsUnsafeBand(_ entry: Entry) -> Bool {
    guard isPlainFill(entry), let superview = entry.superview,
      let insets = superview.safeAreaInsets
    else { return false }
    let outer = superview.frameInWindow
    let safe = outer.inset(by: insets)
    let frame = entry.view.frameInWindow
    let t = Geometry.tolerance
    guard frame.width > t, frame.height > t else { return false }
    // Only a band with no bar over it: there nothing but the home indicator, or the status bar
    // and the housing, is drawn over the app. Under a bar the view is hidden content (A0-1).
    let fillsBottom =
      insets.bottom > t && frame.minY >= safe.maxY - t && frame.maxY >= outer.maxY - t
    let fillsTop =
      insets.top > t && frame.minY <= outer.minY + t && abs(frame.maxY - safe.minY) <= t
      && frame.minX <= outer.minX + t && frame.maxX >= outer.maxX - t
    return (fillsBottom || fillsTop) && !visibleBars.contains { Self.meets($0.frame, frame) }
  }

  /// Whether `entry` is a plain fill whose frame is exactly its screen's root view's bounds: the
  /// whole screen in one colour (a container filled with the screen's colour, whose content
  /// code adds), its background by construction. Fresh round L: MIT Mobile's dining screen's
  /// white container below an opaque bar, reported at the bottom edge.
  public func fillsRootView(_ entry: Entry) -> Bool {
    isPlainFill(entry) && fillsParentRootView(entry)
  }

  /// Whether `entry` is a plain fill placed as a background: a backdrop (content drawn over it
  /// by a later sibling, ``Entry/isDecoration``), a fill of the band outside the safe area
  /// (``fillsUnsafeBand(_:)``) or of its whole screen (``fillsRootView(_:)``). What a rounded
  /// corner cuts from it is fill; the content drawn over it is judged on its own.
  public func isFillDecoration(_ entry: Entry) -> Bool {
    isPlainFill(entry)
      && (entry.isDecoration || fillsUnsafeBand(entry) || fillsParentRootView(entry))
  }

  /// Whether `entry` is a plain fill (``isPlainFill(_:)``) laid over the screen's content
  /// (``Entry/coversEarlierContent``) that spans the window across its width or its height and
  /// covers at least half the window each way: a cover (a loading or dimming mask). It draws
  /// nothing but its colour, so the part of it outside the safe area hides nothing and reaching
  /// the screen's edge is what such a fill is for. A plain block beside other blocks (a scene
  /// file's stand-in for content, article 003's bottom band) is not one. Fresh round P:
  /// UCToutiao's white network mask, added last over the home page, was reported at the bottom
  /// edge.
  public func isPlainCover(_ entry: Entry) -> Bool {
    guard isPlainFill(entry), entry.coversEarlierContent else { return false }
    let frame = entry.spanFrame
    return (spansWidth(frame) || spansHeight(frame)) && frame.width >= window.width / 2
      && frame.height >= window.height / 2
  }

  /// Whether `entry` is a control whose frame holds the whole safe area (a pop-up's dimming
  /// backdrop that dismisses it, laid over the window or down to the safe area's bottom): every
  /// point of the safe area answers the same tap, and a bar, a housing or a fixed edge takes only
  /// a strip outside it (fresh round X: OONI Probe's quiz backdrop, reported by
  /// `control_in_status_bar`, `sensor_housing_overlap` and `fixed_position` in turn).
  public func isBackdropControl(_ entry: Entry) -> Bool {
    let t = Geometry.tolerance
    return entry.isControl
      && entry.view.frameInWindow.insetBy(dx: -t, dy: -t).contains(window.inset(by: windowInsets))
  }

  /// Whether `entry` is a decoration whose visible part covers at least half the window each
  /// way (a background, designed edge to edge for some screen).
  public func isBackdrop(_ entry: Entry) -> Bool {
    let frame = entry.spanFrame
    return entry.isDecoration && frame.width >= window.width / 2
      && frame.height >= window.height / 2
  }

  /// Whether `entry` is a decorative image whose frame runs past the screen on both edges that
  /// meet at one of its corners (`horizontal` is `.left` or `.right`, `vertical` `.top` or
  /// `.bottom`): artwork the layout itself bleeds off the screen there (fresh round P: a
  /// balloon pinned 25 pt past a welcome screen's top and trailing edges). The screen's edges
  /// already cut it at that corner by design, as the HIG has backgrounds reach past the
  /// display's edges (UIKitRules R12.10), so what the display's rounded corner or a camera in
  /// that corner cuts is more of the same artwork, not content. An image that only reaches the
  /// edges, or runs past one of them, is not such a bleed; nor is anything interactive.
  public func bleedsPastCorner(_ entry: Entry, horizontal: RectEdge, vertical: RectEdge) -> Bool {
    guard entry.isDecoration, !entry.isControl, entry.view.className.hasSuffix("ImageView")
    else { return false }
    let frame = entry.view.frameInWindow
    let screen = self.screen
    let t = Geometry.tolerance
    let pastSide = horizontal == .left ? frame.minX < screen.minX - t : frame.maxX > screen.maxX + t
    let pastEnd = vertical == .top ? frame.minY < screen.minY - t : frame.maxY > screen.maxY + t
    return pastSide && pastEnd
  }

  /// Whether the class is an interactive control (a button, a switch, a text field, …).
  public static func isControl(_ view: ViewSnapshot) -> Bool {
    isControl(className: view.className)
  }

  static func isControl(className: String) -> Bool {
    controlClasses.contains(className) || className.hasSuffix("Button")
      || className.hasSuffix("Control") || className.hasSuffix("Field")
  }

  /// Whether `frame` spans the window horizontally (a deliberate edge-to-edge backdrop on the
  /// left and right edges; the window is the screen unless the environment gives a smaller one).
  public func spansWidth(_ frame: CGRect) -> Bool {
    frame.minX <= window.minX + Geometry.tolerance && frame.maxX >= window.maxX - Geometry.tolerance
  }

  /// Whether `frame` spans the window vertically.
  public func spansHeight(_ frame: CGRect) -> Bool {
    frame.minY <= window.minY + Geometry.tolerance && frame.maxY >= window.maxY - Geometry.tolerance
  }

  /// The window's safe-area insets, also under iOS 10 behaviour (from the catalog).
  public var windowInsets: EdgeInsets {
    environment.windowSafeAreaInsets(statusBarVisible: snapshot.isStatusBarVisible).value
  }

  /// The screen regions the sensor housing takes, in window coordinates, with the edge each lies
  /// on. Portrait: the housing's rectangle where the catalog has it, else the top inset's strip.
  /// Landscape: the same on both sides (landscape-left and -right share one layout).
  public var housingRegions: [(edge: RectEdge, rect: CGRect)] {
    let origin = screen.origin
    return screenHousingRegions.map {
      ($0.edge, $0.rect.offsetBy(dx: origin.x, dy: origin.y))
    }
  }

  /// ``housingRegions`` in screen coordinates.
  private var screenHousingRegions: [(edge: RectEdge, rect: CGRect)] {
    let device = environment.device
    guard device.housing.kind != .none else { return [] }
    let ios = environment.ios
    let portraitWidth = device.portraitSize.width
    if environment.orientation.isLandscape {
      let width = screen.width
      if let rect = device.housing.rect?.value {
        let y = portraitWidth - rect.maxX
        return [
          (.left, CGRect(x: rect.minY, y: y, width: rect.height, height: rect.width)),
          (.right, CGRect(x: width - rect.maxY, y: y, width: rect.height, height: rect.width)),
        ]
      }
      let insets = device.windowSafeAreaInsets(
        orientation: environment.orientation, statusBarVisible: false, ios: ios
      ).value
      var result: [(edge: RectEdge, rect: CGRect)] = []
      if insets.left > 0 {
        result.append((.left, CGRect(x: 0, y: 0, width: insets.left, height: screen.height)))
      }
      if insets.right > 0 {
        result.append(
          (
            .right,
            CGRect(x: width - insets.right, y: 0, width: insets.right, height: screen.height)
          )
        )
      }
      return result
    }
    if let rect = device.housing.rect?.value { return [(.top, rect)] }
    let top = device.windowSafeAreaInsets(orientation: .portrait, statusBarVisible: false, ios: ios)
      .value.top
    guard top > 0 else { return [] }
    return [(.top, CGRect(x: 0, y: 0, width: screen.width, height: top))]
  }

  /// The home indicator's band at the bottom of the screen (the window's bottom inset), or `nil`
  /// on a device with a home button.
  public var homeIndicatorBand: CGRect? {
    guard environment.device.hasHomeIndicator else { return nil }
    let bottom = environment.device.windowSafeAreaInsets(
      orientation: environment.orientation, statusBarVisible: false, ios: environment.ios
    ).value.bottom
    guard bottom > 0 else { return nil }
    return CGRect(x: screen.minX, y: screen.maxY - bottom, width: screen.width, height: bottom)
  }

  /// Visible bars of container controllers, with the ids of the views below them (their
  /// controllers' child root views and everything inside those).
  public var visibleBars: [VisibleBar] { analysis.bars }

  /// What covers the screen outside the safe area here, in window coordinates: the status bar,
  /// the sensor housing (on both sides in landscape: landscape-left and -right share a layout),
  /// the home indicator's band, the visible container bars, the device's reserved regions (a
  /// fold, an under-display camera, a vertical bar column's status strip) and the display's
  /// rounded corners (each corner's square of the corner radius). The safe area is "the portion
  /// of the view that is not covered by bars and other content" (Apple's `safeAreaInsets`
  /// documentation); where a safe-area inset has none of these under it (the iPhone Duo's
  /// outer-display column below its status strip on a screen with no bar in it), what lies there
  /// is seen and touched like any other part of the screen.
  public var obstructions: [CGRect] {
    obstructionsBesideTheIndicatorBand + (homeIndicatorBand.map { [$0] } ?? [])
  }

  /// ``obstructions`` without the home indicator's band.
  var obstructionsBesideTheIndicatorBand: [CGRect] {
    var result = obstructionsBesideTheBandAndCorners
    let radius = device.cornerRadius.value
    if radius > Geometry.tolerance {
      let screen = self.screen
      for x in [screen.minX, screen.maxX - radius] {
        for y in [screen.minY, screen.maxY - radius] {
          result.append(CGRect(x: x, y: y, width: radius, height: radius))
        }
      }
    }
    return result
  }

  /// ``obstructions`` without the home indicator's band and the rounded corners' squares.
  var obstructionsBesideTheBandAndCorners: [CGRect] {
    var result: [CGRect] = []
    let statusBar = snapshot.statusBarFrame
    if snapshot.isStatusBarVisible, statusBar.width > 0, statusBar.height > 0 {
      result.append(statusBar)
    }
    result += housingRegions.map(\.rect)
    result += visibleBars.map(\.frame)
    result += environment.reservedRegionFrames.map(\.frame)
    return result
  }

  /// Whether a corner of `rect` (window coordinates) lies outside the display's rounded corner:
  /// beyond the arc, not only in the corner's square (``RoundedCornerClippingRule``'s test).
  func isCutByRoundedCorner(_ rect: CGRect) -> Bool {
    let radius = device.cornerRadius.value
    guard radius > Geometry.tolerance, !rect.isNull else { return false }
    let screen = self.screen
    let corners: [(CGFloat, CGFloat, CGFloat, CGFloat)] = [
      (
        max(rect.minX, screen.minX), max(rect.minY, screen.minY), screen.minX + radius,
        screen.minY + radius
      ),
      (
        min(rect.maxX, screen.maxX), max(rect.minY, screen.minY), screen.maxX - radius,
        screen.minY + radius
      ),
      (
        max(rect.minX, screen.minX), min(rect.maxY, screen.maxY), screen.minX + radius,
        screen.maxY - radius
      ),
      (
        min(rect.maxX, screen.maxX), min(rect.maxY, screen.maxY), screen.maxX - radius,
        screen.maxY - radius
      ),
    ]
    return corners.contains { x, y, cx, cy in
      let inCornerX = cx <= screen.midX ? x < cx : x > cx
      let inCornerY = cy <= screen.midY ? y < cy : y > cy
      let distance = ((x - cx) * (x - cx) + (y - cy) * (y - cy)).squareRoot()
      return inCornerX && inCornerY && distance - radius > Geometry.tolerance
    }
  }

  /// The part of `entry`'s visible content (``Entry/visibleFrame``) that lies outside its
  /// superview's safe area on `edge`, in window coordinates; `nil` when none does or the view
  /// has no superview with a safe area.
  public func partOutsideSafeArea(_ entry: Entry, edge: RectEdge) -> CGRect? {
    guard let superview = entry.superview, let insets = superview.safeAreaInsets else {
      return nil
    }
    let safe = superview.frameInWindow.inset(by: insets)
    let drawn = entry.visibleFrame
    guard !drawn.isNull, drawn.width > 0, drawn.height > 0 else { return nil }
    let part: CGRect
    switch edge {
    case .top:
      part = CGRect(
        x: drawn.minX, y: drawn.minY, width: drawn.width, height: safe.minY - drawn.minY)
    case .bottom:
      part = CGRect(x: drawn.minX, y: safe.maxY, width: drawn.width, height: drawn.maxY - safe.maxY)
    case .left:
      part = CGRect(
        x: drawn.minX, y: drawn.minY, width: safe.minX - drawn.minX, height: drawn.height)
    case .right:
      part = CGRect(
        x: safe.maxX, y: drawn.minY, width: drawn.maxX - safe.maxX, height: drawn.height)
    }
    return part.width > Geometry.tolerance && part.height > Geometry.tolerance ? part : nil
  }

  /// Whether something (``obstructions``) covers part of what `entry` shows outside its
  /// superview's safe area on `edge`.
  public func isObstructedOutsideSafeArea(_ entry: Entry, edge: RectEdge) -> Bool {
    guard let part = partOutsideSafeArea(entry, edge: edge) else { return false }
    return obstructions.contains { Self.meets($0, part) }
  }

  /// Whether `cover` and `part` overlap by more than the tolerance each way.
  static func meets(_ cover: CGRect, _ part: CGRect) -> Bool {
    let overlap = cover.intersection(part)
    return !overlap.isNull && overlap.width > Geometry.tolerance
      && overlap.height > Geometry.tolerance
  }

  /// Whether `part` (window coordinates) meets no obstruction but the home indicator's band and
  /// may lie wholly beside the indicator: the band stands for the indicator, whose outline no
  /// source gives (it is drawn centred on the bottom edge, inside the band the bottom inset
  /// keeps clear for it), so only a part that crosses the band's centre line across the band's
  /// whole depth is sure to meet it, wherever in the band it is drawn — the same test as for a
  /// sensor housing with no sourced outline that lies inside its strip
  /// (``SensorHousingOverlapRule``). Found by fresh round L: a launch screen's copyright text
  /// 24 pt above the bottom edge and the last 10 pt of forms ending 24 pt above it entered the
  /// 34-pt band while the indicator below them stayed clear.
  public func restsOnlyOnIndicatorBand(_ part: CGRect) -> Bool {
    guard let band = homeIndicatorBand, Self.meets(band, part),
      !obstructionsBesideTheBandAndCorners.contains(where: { Self.meets($0, part) }),
      !isCutByRoundedCorner(part)
    else { return false }
    let t = Geometry.tolerance
    let crossesCentre = part.minX < band.midX - t && part.maxX > band.midX + t
    let spansDepth = part.minY <= band.minY + t && part.maxY >= band.maxY - t
    return !(crossesCentre && spansDepth)
  }

  /// An observation about `view` in this layout.
  public func observe(_ view: ViewSnapshot, amount: CGFloat, _ message: String, fix: String)
    -> Observation
  {
    Observation(
      view: ViewReference(view), amount: amount, message: message, fix: fix,
      environment: environment)
  }

  /// Whether `observation` rests on a place the constraints leave ambiguous: its view's (or an
  /// ancestor's) position along the axis of the edge it is about (either axis when it names no
  /// edge, or rests on both: a display corner) is undetermined, so where UIKit puts the view is
  /// not known (ownCloud's passcode keypad in iPhone landscape, whose buttons' `y` no constraint
  /// fixes; round Q's badge centred on an icon nothing places, reported in a top corner).
  public func restsOnAmbiguity(_ observation: Observation) -> Bool {
    guard analysis.hasAmbiguity,
      let entry = entries.first(where: { $0.reference == observation.view })
    else { return false }
    if observation.restsOnBothAxes {
      return entry.isAmbiguousVertically || entry.isAmbiguousHorizontally
    }
    switch observation.edge {
    case .top?, .bottom?: return entry.isAmbiguousVertically
    case .left?, .right?: return entry.isAmbiguousHorizontally
    case nil: return entry.isAmbiguousVertically || entry.isAmbiguousHorizontally
    }
  }

  /// An observation about an entry's view in this layout.
  public func observe(_ entry: Entry, amount: CGFloat, _ message: String, fix: String)
    -> Observation
  {
    Observation(
      view: entry.reference, amount: amount, message: message, fix: fix, environment: environment)
  }
}
