import DeviceCatalog
import Foundation

/// An immutable value copy of everything a laid-out window computed: the environment, the
/// window's safe area, the status bar, the controller tree and the view tree.
///
/// Every output (`inspect`, `query`, `explain`, `audit`, `render`) reads snapshots only. Take one
/// with ``UIWindow/snapshot()`` after the window has been shown:
///
/// ```swift
/// window.makeKeyAndVisible()
/// let snapshot = window.snapshot()
/// snapshot.view(sceneID: "tb")?.scroll?.adjustedContentInset  // {88, 0, 34, 0}
/// ```
///
/// Arrays are in hierarchy order. Under iOS 10 behaviour the iOS 11 values (safe area,
/// `adjustedContentInset`, `additionalSafeAreaInsets`, …) are `nil`: the API does not exist.
public struct LayoutSnapshot: Hashable, Sendable {
  /// The environment the window was laid out in.
  public var environment: Environment
  /// `iPhone X, portrait, iOS 26`.
  public var environmentDescription: String
  /// The window itself, the root of the view tree (its id is 0).
  public var window: ViewSnapshot
  /// The window's `safeAreaInsets`; `nil` under iOS 10 behaviour.
  public var windowSafeAreaInsets: UIEdgeInsets?
  /// The status bar's frame in window coordinates (zero height when hidden).
  public var statusBarFrame: CGRect
  /// Whether the status bar shows.
  public var isStatusBarVisible: Bool
  /// The window's root view controller and, below it, every child controller.
  public var rootController: ControllerSnapshot?
  /// Auto Layout's conflicts, constraints without a common ancestor, and ambiguous views, as of
  /// the last layout pass (``UIWindow/layoutIssues``).
  public var layoutIssues: [LayoutIssue] = []
  /// How the screen is shown, when its input had to assume it (a storyboard scene that no segue
  /// reaches: `context assumed: …`); `nil` when the input says. Audit findings repeat it.
  public var assumedContext: String?
  /// Whether that assumed context is the full screen (a scene no segue reaches and with no
  /// navigation item): code may as well push it under a bar or show it as a sheet, so what rests
  /// on the top edge is unknown.
  public var assumesFullScreen = false
  /// Whether the screen is a child controller whose view its container's code places (a page of
  /// a pager, a panel in a container view): its frame and safe area are the container view's,
  /// not known, so what rests on any screen edge is unknown (R2.4).
  public var placedByContainer = false
  /// The orientations the screen takes under some of its showings only (their window-filling
  /// controllers disagree on `supportedInterfaceOrientations`), and why: what is seen only in
  /// them holds in an assumed context (audit findings say so and are one severity lower).
  public var orientationDispute: OrientationDispute?
  /// What the app's code decided about the screen (project mode's code context: "shown as a
  /// popover by Reader.swift:212; status bar hidden by Player.swift:14"); audit findings name it.
  public var codeContext: String?
  /// The views whose findings the audit reports, by their input ids, when not every view's: an
  /// embedded child's own views (its container's are reported in the container's own scene).
  /// `nil`: every view.
  public var reportedViewIDs: Set<String>?
  /// Whether ``reportedViewIDs`` differs between the environments of one file (project mode:
  /// code hides a view in landscape only, R22.20): the audit then takes each observation's
  /// from the layout of its environment, not the first layout's.
  public var reportedViewIDsVary = false
  /// Whether the layout rests only on the environment's ``DeviceCatalog/LayoutInputs``, so that an
  /// audit may reuse it in every environment with equal inputs. A code-built screen's does not when
  /// its code read the iOS version (`#available`) or a device check (a model name, a macro), which
  /// equal inputs do not fix (an iPhone X under iOS 12 and 13 has equal inputs): such a layout is
  /// made in each environment (its interpretation is still reused where its reads hold).
  public var restsOnLayoutInputsOnly = true
  /// For a layout that does not rest on its layout inputs only, the environments it is still the
  /// layout of, among those with equal inputs: where every fact its code read (the side of an
  /// `#available` check, a device check's value) is the same. `nil`: none but its own.
  public var reuseCondition: LayoutReuseCondition?
  /// The docked keyboard's frame in window coordinates (`{{0, 0}, {0, 0}}` when hidden, R16.1).
  public var keyboardFrame: CGRect = .zero
  /// Why the keyboard's frame is unknown on this device and iOS version (R16.2), when shown.
  public var keyboardMissing: MissingValue?

  /// Creates a snapshot from its parts (``UIWindow/snapshot()`` is the usual way).
  public init(
    environment: Environment, window: ViewSnapshot, windowSafeAreaInsets: UIEdgeInsets?,
    statusBarFrame: CGRect, isStatusBarVisible: Bool, rootController: ControllerSnapshot?
  ) {
    self.environment = environment
    self.environmentDescription = environment.description
    self.window = window
    self.windowSafeAreaInsets = windowSafeAreaInsets
    self.statusBarFrame = statusBarFrame
    self.isStatusBarVisible = isStatusBarVisible
    self.rootController = rootController
  }

  /// Whether the iOS 11 safe-area API exists in this snapshot's behaviour version.
  public var isSafeAreaAvailable: Bool {
    environment.ios >= IOSBehaviour.safeAreaIntroduced
  }
}

/// Where a layout made in one environment is also the layout of another with equal layout
/// inputs (``LayoutSnapshot/reuseCondition``): a code screen's test of the facts its code read.
/// Not part of what the layout is: every condition compares equal.
public struct LayoutReuseCondition: Hashable, Sendable {
  private let test: @Sendable (Environment) -> Bool

  /// A condition that holds in the environments where `test` gives `true`.
  public init(_ test: @escaping @Sendable (Environment) -> Bool) {
    self.test = test
  }

  /// Whether the layout is also the layout of `environment` (given equal layout inputs).
  public func holds(in environment: Environment) -> Bool {
    test(environment)
  }

  public static func == (lhs: Self, rhs: Self) -> Bool { true }
  public func hash(into hasher: inout Hasher) {}
}

/// Orientations a screen takes under some of the controllers that fill the window for it and
/// not under others (a screen pushed from a portrait-only tab and from a navigation controller
/// presented full screen that allows landscape): what is seen only there rests on which
/// showing the user took, an assumed context.
public struct OrientationDispute: Hashable, Sendable {
  /// The disputed orientations, per idiom (an idiom not here: none disputed).
  public var kinds: [Idiom: Set<OrientationKind>]
  /// Says which showings and fillers disagree (`context assumed in landscape: …`).
  public var note: String

  public init(kinds: [Idiom: Set<OrientationKind>], note: String) {
    self.kinds = kinds
    self.note = note
  }

  /// Whether `environment`'s orientation is disputed on its idiom.
  public func covers(_ environment: Environment) -> Bool {
    kinds[environment.device.idiom]?.contains(OrientationKind(environment.orientation)) ?? false
  }
}
