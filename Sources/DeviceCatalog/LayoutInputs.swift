import Foundation

/// Everything of an ``Environment`` that a layout reads: two environments with equal inputs lay
/// any scene out identically, so an audit lays a scene out once per distinct input and reuses the
/// result for the others (each keeps its own device for the rules, which read the corners and the
/// sensor housing).
///
/// The inputs are the answers the runtime asks of the environment (``Device/screenSize(_:)``,
/// ``Device/windowSafeAreaInsets(orientation:statusBarVisible:ios:)``, the bar metrics, the size
/// classes, …), not the device's identity: an iPhone 12 and an iPhone 13 in portrait under iOS 17
/// are the same input; an iPhone X under iOS 11 and iOS 12 are not (R1.9), nor are iOS 18 and 26 on
/// a phone (R17.1). The iOS version enters only through the answers that depend on it and through
/// the two behaviour switches the runtime tests: iOS 10 (no safe area) and iOS 11's window insets
/// (R1.9). Provenance and the labels `explain` prints are not inputs: they describe a value and do
/// not change it.
///
/// A runtime change that reads a new environment value must add it here;
/// `LayoutInputsTests` lays scenes out in every environment of the catalog and checks that equal
/// inputs give equal snapshots.
public struct LayoutInputs: Hashable, Sendable {
  var idiom: Idiom
  var orientation: Orientation
  var screenSize: CGSize
  var scale: CGFloat
  var statusBarHidden: Bool
  var legacy: Bool
  var windowOmitsStatusBar: Bool
  var statusBarHeight: CGFloat
  var canShowStatusBar: Bool
  var insetsWithStatusBar: EdgeInsets
  var insetsWithoutStatusBar: EdgeInsets
  var navigationBarTopWithStatusBar: CGFloat
  var navigationBarTopWithoutStatusBar: CGFloat
  var bars: [CGFloat]
  var floatingBars: [CGFloat?]
  var missingBars: [MissingValue?]
  var presentationVersion: Int
  var keyboard: KeyboardState
  var keyboardFrame: CGRect?
  var keyboardMissing: MissingValue?
  var sizeClasses: [SizeClass]
  /// The window's frame on the screen (R18.1), its controls (R18.3), the display (R20.1) and
  /// the bars' minimised state (R19.2).
  var window: CGRect
  var windowControls: Bool
  /// The supplied window-controls frame: rules read it (`control_under_window_controls`).
  var suppliedWindowControlsFrame: CGRect?
  var display: DisplayChoice?
  var barsMinimized: BarMinimization?
  /// R20.2: where container bars go on a device with a vertical bar column.
  var verticalBar: CGRect?
  var verticalBarWithBars: CGRect?

  /// The inputs of `environment` for a layout without modal presentations.
  public init(_ environment: Environment) {
    self.init(environment, presentations: false)
  }

  /// The inputs of `environment`; with `presentations`, also the iOS version's presentation
  /// behaviour, which only a layout with a presented controller reads (R13.1–R13.5): such a
  /// layout shares with fewer environments.
  public init(_ environment: Environment, presentations: Bool) {
    let device = environment.device
    let orientation = environment.orientation
    let ios = environment.ios
    idiom = environment.idiom
    self.orientation = orientation
    screenSize = device.screenSize(orientation)
    scale = device.scale
    statusBarHidden = environment.statusBarHidden
    legacy = ios < IOSBehaviour.safeAreaIntroduced
    // R1.9 (SafeAreaRules.windowReportedInsets): iOS 11's window leaves the status bar out on
    // devices without a housing or home indicator. The runtime reads the housing and the home
    // indicator nowhere else (the `explain` labels aside).
    windowOmitsStatusBar =
      ios == IOSBehaviour.safeAreaIntroduced && device.housing.kind == .none
      && !device.hasHomeIndicator
    statusBarHeight = device.statusBarHeight(ios: ios).value
    canShowStatusBar = device.canShowStatusBar(orientation)
    insetsWithStatusBar = environment.windowSafeAreaInsets(statusBarVisible: true).value
    insetsWithoutStatusBar = environment.windowSafeAreaInsets(statusBarVisible: false).value
    navigationBarTopWithStatusBar = environment.navigationBarTop(statusBarVisible: true).value
    navigationBarTopWithoutStatusBar = environment.navigationBarTop(statusBarVisible: false).value
    let metrics = environment.barMetrics
    bars = [
      metrics.navigationBarHeight.value, metrics.largeTitleExtraHeight.value,
      metrics.tabBarHeight.value, metrics.toolbarHeight.value,
    ]
    floatingBars = [
      metrics.navigationBarMinimumTop?.value, metrics.tabBarRegionHeight?.value,
      metrics.tabBarPlatter?.height.value, metrics.tabBarPlatter?.itemWidth.value,
      metrics.tabBarPlatter?.padding.value,
    ]
    missingBars = [metrics.tabBarMissing, metrics.toolbarMissing, metrics.navigationBarMissing]
    // Presentations (PresentationRules, R13.1–R13.5) read the iOS version itself: `.automatic`
    // changes at 13 and 18, the sheet API appears at 15 (custom detents 16), sheets change at 26.
    keyboard = environment.keyboard
    switch environment.keyboardFrame {
    case .success(let frame): keyboardFrame = frame
    case .failure(let missing): keyboardMissing = missing.value
    }
    // Split views (R14) read it at 14 (column styles) and 26 (the floating sidebar).
    presentationVersion = presentations ? [26, 18, 16, 15, 14, 13].first { ios >= $0 } ?? 12 : 0
    let classes = environment.sizeClasses
    sizeClasses = [classes.horizontal, classes.vertical]
    window = environment.windowFrame
    windowControls = environment.windowControls
    suppliedWindowControlsFrame = environment.suppliedWindowControlsFrame
    display = environment.display
    barsMinimized = environment.barsMinimized
    verticalBar = environment.verticalBarColumn
    verticalBarWithBars = metrics.verticalBarColumn
  }
}
