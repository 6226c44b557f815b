import Foundation
import SourceLint
import Testing

/// The causes of misses, false alarms and wrong messages in fresh measurement I (30 November
/// 2026, seventh round; `Documentation/Journal/2026-11-30-lint-I.md`) and the cases left from
/// measurements G and H, each as a small rewrite of the real case, never the real file.
@Suite struct MeasurementICasesTests {
  /// Files of one app (its project known).
  static func lint(_ files: [(String, String)]) -> LintReport {
    Linter().lint(
      sources: files.map { (name: $0.0, text: $0.1) },
      projects: Dictionary(uniqueKeysWithValues: files.map { ($0.0, "App") }))
  }

  /// Files whose project no project file marks (a folder of apps copied without them).
  static func lintUnmarked(_ files: [(String, String)]) -> LintReport {
    Linter().lint(sources: files.map { (name: $0.0, text: $0.1) })
  }

  static func found(_ report: LintReport, _ rule: String) -> [String] {
    report.findings.filter { $0.rule == rule }
      .map { "\($0.location.file):\($0.location.line)" }
  }

  /// Bisquit's `PanelAdaptiveView { _, isLandscape in … }` was tied to StartToSwiftUI's
  /// `UIDevice.isLandscape`, a getter of another app in the same run: "decides layout by
  /// orientation through 'isLandscape' (…/UIDevice.swift:55)", four wrong messages. A closure's
  /// parameter is a local.
  @Test func aClosureParameterIsNotAnotherAppsGetter() {
    let device = """
      import UIKit
      extension UIDevice {
          static var isLandscape: Bool {
              guard let scene = UIApplication.shared.connectedScenes.first as? UIWindowScene else {
                  return false
              }
              return scene.interfaceOrientation.isLandscape
          }
      }
      """
    let panel = """
      import SwiftUI
      struct Panel: View {
          var body: some View {
              Adaptive { _, isLandscape in
                  let width: CGFloat = isLandscape ? 220 : 250
                  Text("menu").frame(width: width)
              }
          }
      }
      """
    let report = Self.lintUnmarked([
      ("set/one+app/App/Extensions/UIDevice.swift", device),
      ("set/two+app/App/Panel/Panel.swift", panel),
    ])
    #expect(
      !report.findings.contains {
        $0.location.file.hasSuffix("Panel.swift") && $0.rule == "orientation_layout"
      })
  }

  /// StartToSwiftUI's `PostDetailsView`: `@State private var tabWidth = UIScreen.main.bounds
  /// .width * 0.55` replaced by `updateWidths(for: proxy.size.width)` in the reader's
  /// `.onAppear` and `.onChange`: 12 false alarms, among them the assignment `tabWidth = width *
  /// widthRatio` reported as a use. A state the view never measures is still the screen's.
  @Test func aStateReplacedByAGeometryReadersMeasureIsNotTheScreen() {
    let source = """
      import SwiftUI
      struct Details: View {
          @State private var tabWidth: CGFloat = UIScreen.main.bounds.width * 0.55
          @State private var expandedWidth: CGFloat = UIScreen.main.bounds.width
          var body: some View {
              GeometryReader { proxy in
                  Text("tab")
                      .frame(maxWidth: expandedWidth > 0 ? tabWidth : 0)
                      .onAppear { updateWidths(for: proxy.size.width) }
                      .onChange(of: proxy.size.width) { _, width in updateWidths(for: width) }
              }
          }
          private func updateWidths(for width: CGFloat) {
              tabWidth = width * 0.55
              expandedWidth = width
          }
      }
      struct Banner: View {
          @State private var bannerWidth: CGFloat = UIScreen.main.bounds.width
          var body: some View {
              Text("banner").frame(width: bannerWidth)
          }
      }
      """
    let report = Self.lint([("App/Details.swift", source)])
    #expect(
      Self.found(report, "main_screen_bounds")
        == ["App/Details.swift:19", "App/Details.swift:21"])
  }

  /// StartToSwiftUI: `static var isiPad` in `extension UIDevice` of `Extensions/`, read as
  /// `UIDevice.isiPad ? 15 : 0` in paddings of `Views/` (7 labels). Without a project file, a
  /// member resolves within the folder right under the run's common one (the app), never in
  /// another app's folder.
  @Test func aMemberOfAnotherFolderOfTheSameUnmarkedAppResolves() {
    let device = """
      import UIKit
      extension UIDevice {
          static var isiPad: Bool {
              UIDevice.current.userInterfaceIdiom == .pad
          }
      }
      """
    let filter = """
      import SwiftUI
      struct Filter: View {
          var body: some View {
              Text("filters")
                  .padding(.horizontal, UIDevice.isiPad ? 15 : 0)
          }
      }
      """
    // (The app defines `isiPad` twice, alike: a demo view's own `private var isiPad`.)
    let demo = """
      import SwiftUI
      struct Demo: View {
          private var isiPad: Bool {
              UIDevice.current.userInterfaceIdiom == .pad
          }
          var body: some View { Text("demo") }
      }
      """
    let report = Self.lintUnmarked([
      ("set/one+app/App/Extensions/UIDevice.swift", device),
      ("set/one+app/App/Views/Filter.swift", filter),
      ("set/one+app/App/Demos/Demo.swift", demo),
      ("set/two+app/Other/Views/Filter.swift", filter),
    ])
    #expect(Self.found(report, "idiom_layout") == ["set/one+app/App/Views/Filter.swift:5"])
    // A file in the run's common folder is shared by the folders under it.
    let shared = Self.lintUnmarked([
      ("App/Device.swift", device), ("App/Views/Filter.swift", filter),
    ])
    #expect(Self.found(shared, "idiom_layout") == ["App/Views/Filter.swift:5"])
  }

  /// Gala's global `var screenHeight = UIScreen.main.bounds.height` and CityXcape's `static let
  /// screenHeight` in `extension UIScreen`, two apps of one run without project files: Gala's
  /// uses mean Gala's, and no third app's use means either.
  @Test func aNameDefinedByTwoUnmarkedAppsMeansTheCallersOwn() {
    let gala = """
      import UIKit
      var screenHeight = UIScreen.main.bounds.height
      """
    let city = """
      import UIKit
      extension UIScreen {
          static let screenHeight = UIScreen.main.bounds.size.height
      }
      """
    let use = """
      import SwiftUI
      struct Landing: View {
          var body: some View {
              Text("Gala").offset(y: -screenHeight / 2)
          }
      }
      """
    // 3dollars: `case .navigateAppleMap(let location):` is its own `location`, not Gala's
    // `@State private var location = CGPoint(x: 0, y: screenHeight / 2)`.
    let picture = """
      import SwiftUI
      struct PicTaken: View {
          @State private var location: CGPoint = CGPoint(x: 0, y: screenHeight / 2)
          var body: some View { Text("pic").position(location) }
      }
      """
    let store = """
      import UIKit
      final class Store: UIViewController {
          func handle(_ route: Route) {
              switch route {
              case .navigateAppleMap(let location):
                  view.frame.origin.x = location.x
              }
          }
      }
      """
    let report = Self.lintUnmarked([
      ("set/gala/App/GalaApp.swift", gala), ("set/gala/Views/Landing.swift", use),
      ("set/gala/Views/PicTaken.swift", picture), ("set/city/Helpers/Extensions.swift", city),
      ("set/other/Views/Landing.swift", use), ("set/store/Store.swift", store),
    ])
    #expect(!report.findings.contains { $0.location.file == "set/store/Store.swift" })
    // (The third app's use is read by its name, as a name defined nowhere it can see is.)
    let uses = report.findings.filter { $0.location.file.hasSuffix("Landing.swift") }
    #expect(
      uses.map { "\($0.location.file) \($0.definitionLocation?.file ?? "-")" } == [
        "set/gala/Views/Landing.swift set/gala/App/GalaApp.swift",
        "set/other/Views/Landing.swift -",
      ])
  }

  /// entourage: `if let topPadding = window?.safeAreaInsets.top { topSafeAreaInsets =
  /// topPadding }` (the first window's inset, then subtracted from a constraint), twice.
  @Test func aWindowsInsetBoundByIfLetIsRead() {
    let source = """
      import UIKit
      final class EventsViewController: UIViewController {
          var topSafeAreaInsets: CGFloat = 0
          override func viewDidLoad() {
              super.viewDidLoad()
              if #available(iOS 13.0, *) {
                  let window = UIApplication.shared.windows.first
                  if let topPadding = window?.safeAreaInsets.top {
                      topSafeAreaInsets = topPadding
                  }
              } else {
                  let window = UIApplication.shared.keyWindow
                  if let topPadding = window?.safeAreaInsets.top {
                      topSafeAreaInsets = topPadding
                  }
              }
          }
      }
      """
    let report = Self.lint([("App/Events.swift", source)])
    #expect(Self.found(report, "window_safe_area") == ["App/Events.swift:8"])
    // The message names the window of the code that runs, not the fallback's.
    #expect(
      report.findings.first?.message.contains("'UIApplication.shared.windows.first'") == true)
  }

  /// Tumble: `func getRect() -> CGRect { return UIScreen.main.bounds }` on `View`, used as
  /// `getRect().width - 120` in frames and offsets (4 labels).
  @Test func aViewExtensionFunctionReturningTheScreenIsFollowed() {
    let helper = """
      import SwiftUI
      extension View {
          func getRect() -> CGRect {
              return UIScreen.main.bounds
          }
      }
      """
    let onboarding = """
      import SwiftUI
      struct Onboarding: View {
          var body: some View {
              Image("shape")
                  .frame(width: getRect().width - 120)
          }
      }
      """
    let report = Self.lint([
      ("App/Ext/View.swift", helper), ("App/Views/Onboarding.swift", onboarding),
    ])
    #expect(
      Self.found(report, "main_screen_bounds")
        == ["App/Ext/View.swift:4", "App/Views/Onboarding.swift:5"])
  }

  /// Why-Not-SwiftUI: the idiom chooses a `TabView` screen or a sidebar screen; hdrezka
  /// (measurement H's left-over): a device orientation held in `@State` chooses the landscape
  /// or the portrait view. Choosing between views in a view builder lays out. The idiom
  /// choosing a sheet or a full-screen cover on `self` is a presentation, not a layout.
  @Test func aViewBuilderChoosingViewsByIdiomOrOrientationLaysOut() {
    let source = """
      import SwiftUI
      struct BottomNavVsSideBar: View {
          var body: some View {
              ZStack {
                  if UIDevice.current.userInterfaceIdiom == .phone {
                      BottomNavScreen()
                  } else {
                      SideBarScreen()
                  }
              }
          }
      }
      struct OrientationView<Portrait: View, Landscape: View>: View {
          @State private var orientation: UIDeviceOrientation = UIDevice.current.orientation
          let portrait: () -> Portrait
          let landscape: () -> Landscape
          var body: some View {
              Group {
                  if orientation.isLandscape {
                      landscape()
                  } else {
                      portrait()
                  }
              }
          }
      }
      extension View {
          func adaptiveSheet<Content: View>(
              isPresented: Binding<Bool>, @ViewBuilder content: @escaping () -> Content
          ) -> some View {
              Group {
                  if UIDevice.current.userInterfaceIdiom == .pad {
                      self.sheet(isPresented: isPresented) { content() }
                  } else {
                      self.fullScreenCover(isPresented: isPresented) { content() }
                  }
              }
          }
      }
      """
    let report = Self.lint([("App/Screens.swift", source)])
    #expect(Self.found(report, "idiom_layout") == ["App/Screens.swift:5"])
    #expect(Self.found(report, "orientation_layout") == ["App/Screens.swift:19"])
  }

  /// BankNote (measurement H's left-over): `SceneDelegate.getAppCoordinator()?.getWindow()
  /// .safeAreaInsets`, the app's window reached through its coordinator, read for a popup's
  /// padding. A view's own window (`view.window`) is not a global one.
  @Test func aWindowReachedThroughTheCoordinatorIsAGlobalWindow() {
    let utility = """
      import UIKit
      enum AppUtility {
          static var bottomNotch: CGFloat {
              return SceneDelegate.getAppCoordinator()?.getWindow().safeAreaInsets.bottom ?? 0
          }
      }
      final class Cell: UIView {
          func place(_ label: UILabel) {
              label.frame.origin.y = self.window?.safeAreaInsets.top ?? 0
          }
      }
      """
    let popup = """
      import SwiftUI
      struct Popup: View {
          var body: some View {
              Text("Sign out?")
                  .padding(.bottom, AppUtility.bottomNotch)
          }
      }
      """
    let report = Self.lint([("App/AppUtility.swift", utility), ("App/Popup.swift", popup)])
    #expect(
      Self.found(report, "window_safe_area") == ["App/AppUtility.swift:4", "App/Popup.swift:5"])
  }

  /// Tumble: `VStack(spacing: 0) { ZStack { screens }; CustomTabBar(selectedTab: $tab) }`, the
  /// bar a `VStack { Divider(); HStack { ForEach … CustomTabButton } }` of another file, and the
  /// whole app given up in `Root` (`ZStack { AppParent() }.edgesIgnoringSafeArea(.all)`): the
  /// buttons are two views away. `AppParent` gives up the keyboard only.
  @Test func aTabBarUnderTheScreensAndAnAppGivenUpAroundIt() {
    let bar = """
      import SwiftUI
      struct CustomTabBar: View {
          @Binding var selectedTab: Int
          var body: some View {
              VStack(spacing: 0) {
                  Divider()
                  HStack {
                      ForEach(0..<4, id: \\.self) { tab in
                          CustomTabButton(tab: tab, selectedTab: $selectedTab)
                      }
                  }
                  .frame(height: 85)
              }
          }
      }
      struct CustomTabButton: View {
          let tab: Int
          @Binding var selectedTab: Int
          var body: some View {
              Button(action: { selectedTab = tab }) { Image(systemName: "house") }
          }
      }
      """
    let parent = """
      import SwiftUI
      struct AppParent: View {
          @State private var tab = 0
          var body: some View {
              VStack(spacing: 0) {
                  ZStack {
                      Text("home").opacity(tab == 0 ? 1 : 0)
                      Text("search").opacity(tab == 1 ? 1 : 0)
                  }
                  CustomTabBar(selectedTab: $tab)
              }
              .ignoresSafeArea(.keyboard)
          }
      }
      struct Root: View {
          var body: some View {
              ZStack {
                  AppParent()
              }
              .edgesIgnoringSafeArea(.all)
          }
      }
      """
    let report = Self.lint([("App/TabBar.swift", bar), ("App/AppParent.swift", parent)])
    #expect(Self.found(report, "hand_made_bar") == ["App/AppParent.swift:10"])
    #expect(Self.found(report, "ignores_safe_area_controls") == ["App/AppParent.swift:20"])
  }

  /// ConveniApp (measurement G's left-over): tab images with `.onTapGesture` in a horizontal
  /// `ScrollView` after a `Spacer` under the pages' `TabView`. A row of `.onTapGesture` items
  /// that is pinned nowhere (a rating) is not a bar.
  @Test func aRowOfTappedImagesUnderAPageTabViewIsAHandMadeBar() {
    let source = """
      import SwiftUI
      struct Home: View {
          @State private var tab = 0
          var body: some View {
              VStack {
                  TabView(selection: $tab) {
                      Text("weather").tag(0)
                      Text("browser").tag(1)
                  }
                  .tabViewStyle(PageTabViewStyle(indexDisplayMode: .never))
                  Spacer(minLength: 0)
                  ScrollView(.horizontal, showsIndicators: false) {
                      HStack(spacing: 0) {
                          Group {
                              Image(systemName: "cloud.sun.fill")
                                  .onTapGesture { tab = 0 }
                              Image(systemName: "safari")
                                  .onTapGesture { tab = 1 }
                          }
                      }
                  }
              }
          }
      }
      struct Rating: View {
          @State private var stars = 0
          var body: some View {
              HStack {
                  Image(systemName: "star").onTapGesture { stars = 1 }
                  Image(systemName: "star").onTapGesture { stars = 2 }
              }
          }
      }
      """
    let report = Self.lint([("App/Home.swift", source)])
    #expect(Self.found(report, "hand_made_bar") == ["App/Home.swift:13"])
  }

  /// SparkTime (measurement G's left-over): a background `ViewModifier` whose `body(content:)`
  /// does `content.edgesIgnoringSafeArea(.all)`, applied to a `TabView` of pages whose views
  /// (of other files) hold buttons and fields. A modifier applied only to a colour is left out.
  @Test func aModifierThatGivesUpItsContentIsReportedWhereItGivesItUp() {
    let modifier = """
      import SwiftUI
      struct ThemeBackground: ViewModifier {
          func body(content: Content) -> some View {
              content
                  .background(Color.blue)
                  .edgesIgnoringSafeArea(.all)
          }
      }
      struct Tint: ViewModifier {
          func body(content: Content) -> some View {
              content.ignoresSafeArea()
          }
      }
      """
    let pages = """
      import SwiftUI
      struct Materials: View {
          @State private var selected = 0
          var body: some View {
              TabView(selection: $selected) {
                  VStack { GangView() }.tag(0)
              }
              .tabViewStyle(PageTabViewStyle())
              .modifier(ThemeBackground())
          }
      }
      struct Swatch: View {
          var body: some View {
              Color.red.modifier(Tint())
          }
      }
      """
    let gang = """
      import SwiftUI
      struct GangView: View {
          @State private var count = ""
          var body: some View {
              VStack {
                  TextField("Count", text: $count)
                  Button("Add") {}
              }
          }
      }
      """
    let report = Self.lint([
      ("App/Modifiers.swift", modifier), ("App/Materials.swift", pages), ("App/Gang.swift", gang),
    ])
    #expect(Self.found(report, "ignores_safe_area_controls") == ["App/Modifiers.swift:6"])
    let message = report.findings.first { $0.rule == "ignores_safe_area_controls" }?.message
    #expect(
      message
        == "'.edgesIgnoringSafeArea' in the modifier 'ThemeBackground' lets 'Button' of "
        + "'GangView' of the view it modifies (Materials.swift:9) reach under the sensor "
        + "housing, the home indicator, the rounded corners or the iPhone Duo's bar column")
  }

  /// Bisquit's `Discover`: a `ScrollView` of card buttons under `.ignoresSafeArea()` (every
  /// edge): in landscape the cards are under the housing. A scroll view that gives up its top
  /// edge only scrolls its rows clear.
  @Test func aScrollViewOfButtonsGivingUpItsSidesIsReported() {
    let source = """
      import SwiftUI
      struct Discover: View {
          var body: some View {
              ScrollView {
                  VStack(spacing: 16) {
                      Button("Telegram") {}.frame(maxWidth: .infinity)
                      Button("Discord") {}.frame(maxWidth: .infinity)
                  }
              }
              .ignoresSafeArea()
          }
      }
      struct Feed: View {
          var body: some View {
              ScrollView {
                  VStack { Button("More") {} }
              }
              .ignoresSafeArea(edges: .top)
          }
      }
      """
    let report = Self.lint([("App/Discover.swift", source)])
    #expect(Self.found(report, "ignores_safe_area_controls") == ["App/Discover.swift:10"])
  }

  /// Skin care's `ProductView`: a `ZStack` under `.ignoresSafeArea()` whose only control is
  /// `Button("") {}`, an empty button that only hosts a `.sheet`. Nothing is drawn or tapped;
  /// the same button given a frame is a tap target and still counts.
  @Test func anEmptyButtonHostingASheetIsNotAControl() {
    let source = """
      import SwiftUI
      struct Product: View {
          @State var showSheet = false
          var body: some View {
              ZStack {
                  Color.gray.ignoresSafeArea()
                  Image("product").resizable()
                  Button ("") {
                  }
                  .sheet(isPresented: $showSheet) { Text("details") }
              }
              .ignoresSafeArea()
          }
      }
      struct Framed: View {
          var body: some View {
              ZStack {
                  Image("product").resizable()
                  VStack { Button("") {}.frame(width: 44, height: 44); Spacer() }
              }
              .ignoresSafeArea()
          }
      }
      """
    let report = Self.lint([("App/Product.swift", source)])
    #expect(Self.found(report, "ignores_safe_area_controls") == ["App/Product.swift:21"])
  }

  /// ATLAS's two `ViewModifier`s: `content` alone when the classes are regular and compact,
  /// `content.toolbar { ToolbarItem { Button { Image(…).frame(width: 41, height: 72) } } }`
  /// otherwise. The class chooses the bar's items; the width is an icon's in the bar. A width
  /// chosen outside the toolbar is still reported.
  @Test func sizeClassesChoosingToolbarItemsInAModifierAreNotAWidth() {
    let source = """
      import SwiftUI
      struct BackBar: ViewModifier {
          @Environment(\\.verticalSizeClass) var verticalSizeClass
          @Environment(\\.horizontalSizeClass) var horizontalSizeClass
          func body(content: Content) -> some View {
              if verticalSizeClass == .regular && horizontalSizeClass == .compact {
                  content
              } else {
                  content
                      .navigationBarBackButtonHidden()
                      .toolbar {
                          ToolbarItem(placement: .navigationBarLeading) {
                              Button(action: {}) {
                                  Image("icon_arrow_left").frame(width: 41, height: 72)
                              }
                          }
                      }
              }
          }
      }
      struct Narrow: ViewModifier {
          @Environment(\\.horizontalSizeClass) var horizontalSizeClass
          func body(content: Content) -> some View {
              if horizontalSizeClass == .regular {
                  content.frame(width: 500).toolbar { Text("x") }
              } else { content }
          }
      }
      """
    let report = Self.lint([("App/View.swift", source)])
    #expect(Self.found(report, "size_class_as_width") == ["App/View.swift:24"])
  }

  /// Gala's `PicTakenView`: a photo or video editor's close row and save / add / send row,
  /// pinned by spacers in a `VStack` drawn in a `ZStack` over its `PlayerView(url:)`: the
  /// editor's own chrome, not a bar a system bar should replace. The same row over a mini
  /// player is still a bar.
  @Test func anEditorsRowOverItsPlayerViewIsNotABar() {
    let source = """
      import SwiftUI
      struct PicTaken: View {
          let url: URL
          var body: some View {
              ZStack {
                  Color.black.edgesIgnoringSafeArea(.all)
                  if true {
                      VStack {
                          PlayerView(url: url).cornerRadius(20)
                          Spacer()
                      }
                  }
                  VStack {
                      Spacer()
                      HStack {
                          Button(action: {}) { Image(systemName: "tray.and.arrow.down") }
                          Button(action: {}) { Image(systemName: "doc.badge.plus") }
                          Spacer()
                          Button(action: {}) { Text("Send") }
                      }
                  }
              }
          }
      }
      struct Music: View {
          var body: some View {
              ZStack {
                  MiniPlayerView()
                  VStack {
                      Spacer()
                      HStack {
                          Button(action: {}) { Image(systemName: "house") }
                          Button(action: {}) { Image(systemName: "magnifyingglass") }
                      }
                  }
              }
          }
      }
      """
    let report = Self.lint([("App/PicTaken.swift", source)])
    #expect(Self.found(report, "hand_made_bar") == ["App/PicTaken.swift:31"])
  }

  /// FoldingTabBar's `BOOL isIPhoneX()`: a C function binding two locals to
  /// `CGSizeEqualToSize(nativeBounds.size, CGSizeMake(1125, 2436))` (and the landscape size)
  /// under `if (IS_IPHONE)` and returning `a || b`, used to return the home indicator's 34 pt.
  /// The locals stand in the return: the function is a notch test true on three phones (the
  /// X, XS and 11 Pro have that panel; UIScreen's nativeBounds, the catalog's pixel sizes).
  @Test func aCFunctionBindingLocalsIsANotchTest() {
    let source = """
      #define NATIVE_SIZE [[UIScreen mainScreen] nativeBounds].size
      #define IPHONE_X_PORTRAIT_SIZE CGSizeMake(1125, 2436)
      #define IPHONE_X_LANDSCAPE_SIZE CGSizeMake(2436, 1125)
      #define IS_IPHONE [[UIDevice currentDevice]userInterfaceIdiom]==UIUserInterfaceIdiomPhone
      BOOL isIPhoneX() {
          if (IS_IPHONE) {
              BOOL isLandscapeIPhoneX = CGSizeEqualToSize(NATIVE_SIZE, IPHONE_X_LANDSCAPE_SIZE);
              BOOL isPortraitIPhoneX = CGSizeEqualToSize(NATIVE_SIZE, IPHONE_X_PORTRAIT_SIZE);
              return isLandscapeIPhoneX || isPortraitIPhoneX;
          }
          return false;
      }
      @implementation UIView (Insets)
      -(CGFloat)bottomInset {
          if (@available(iOS 11, *)) {
              if (isIPhoneX()) {
                  return 34.f;
              }
          }
          return 0.f;
      }
      @end
      """
    let report = Self.lint([("App/UIView+Insets.m", source)])
    let lines = report.findings.map { "\($0.location.line):\($0.rule)" }
    #expect(lines.contains("5:notch_flag"))
    #expect(lines.contains("16:notch_flag"))
    // Evaluated over the catalog (true on the three phones of that panel only).
    let evaluation = report.findings.first { $0.location.line == 5 }?.evaluation
    #expect(evaluation.map { !$0.summary.hasPrefix("cannot evaluate") } == true)
  }

  /// MixT's `#define kTopUnSafeAreaHeight ({(kIPHONE_X) ? 40.0f : 20.0f;})`: a statement
  /// expression of one statement is that statement's value, here a layout value (20 or 40 pt)
  /// chosen by a notch flag, as the same macro written `((kIPHONE_X) ? 40.0f : 20.0f)` is.
  @Test func aStatementExpressionMacroIsItsStatement() {
    let source = """
      #define kIPHONE_X (UIScreen.mainScreen.bounds.size.height >= 812)
      #define kTopUnSafeAreaHeight ({(kIPHONE_X) ? 40.0f : 20.0f;})
      """
    let report = Self.lint([("App/Const.h", source)])
    #expect(Self.found(report, "notch_flag") == ["App/Const.h:1", "App/Const.h:2"])

  }
}
