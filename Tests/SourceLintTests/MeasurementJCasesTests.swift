import Foundation
import SourceLint
import Testing

/// The causes of misses, false alarms and wrong messages in fresh measurement J (30 November
/// 2026, eighth round; `Documentation/Journal/2026-11-30-lint-J.md`) and the cases left from
/// measurements H and I, each as a small rewrite of the real case, never the real file.
@Suite struct MeasurementJCasesTests {
  static func lint(_ files: [(String, String)]) -> LintReport {
    Linter().lint(
      sources: files.map { (name: $0.0, text: $0.1) },
      projects: Dictionary(uniqueKeysWithValues: files.map { ($0.0, "App") }))
  }

  static func lintUnmarked(_ files: [(String, String)]) -> LintReport {
    Linter().lint(sources: files.map { (name: $0.0, text: $0.1) })
  }

  static func found(_ report: LintReport, _ rule: String) -> [String] {
    report.findings.filter { $0.rule == rule }
      .map { "\($0.location.file):\($0.location.line)" }
  }

  static func summary(_ report: LintReport, line: Int, rule: String) -> String? {
    report.findings.first { $0.location.line == line && $0.rule == rule }?.evaluation?.summary
  }

  // MARK: Names

  /// CrisisCleanup's image viewer keeps `@State private var screenSize = CGSizeZero`, set from
  /// a `GeometryReader`; TWAQI, another app of the run, has `let screenSize: CGRect =
  /// UIScreen.main.bounds`. The viewer's reads were tied to TWAQI's global, the one definition
  /// with a value: 5 false alarms.
  @Test func aViewsOwnStateIsNotAnotherAppsGlobal() {
    let map = """
      import UIKit
      let screenSize: CGRect = UIScreen.main.bounds
      final class Map: UIViewController {
          override func viewDidLoad() { view.frame = screenSize }
      }
      """
    let viewer = """
      import SwiftUI
      struct Viewer: View {
          @State private var screenSize = CGSizeZero
          var body: some View {
              Color.black.frame(width: screenSize.width)
          }
          private func bound() -> CGFloat { max(screenSize.height * 0.5, 0) }
      }
      """
    let report = Self.lintUnmarked([
      ("set/one+map/Map/Map.swift", map), ("set/two+viewer/Viewer/Viewer.swift", viewer),
    ])
    let screen = Self.found(report, "main_screen_bounds")
    #expect(screen.contains("set/one+map/Map/Map.swift:4"))
    #expect(!screen.contains { $0.hasPrefix("set/two+viewer") })
  }

  /// `imageSize.width` in the viewer was tied to the app's `class Device { var width =
  /// UIScreen.main.bounds.size.width }`: a rectangle's member of a value is that value's.
  /// Reached from the type, `Device.screen.width`, it is the screen's.
  @Test func aRectanglesMemberOfAValueIsNotATypesProperty() {
    let device = """
      import UIKit
      class Device {
          static private(set) var screen = Device()
          var width: CGFloat = UIScreen.main.bounds.size.width
      }
      """
    let viewer = """
      import SwiftUI
      struct Viewer: View {
          @State private var imageSize = CGSizeZero
          var body: some View { Color.black.frame(width: imageSize.width) }
      }
      """
    let layout = """
      import SwiftUI
      final class Layout {
          func wide() -> Bool { Device.screen.width > 600 }
      }
      """
    let report = Self.lint([
      ("App/Device.swift", device), ("App/Viewer.swift", viewer), ("App/Layout.swift", layout),
    ])
    let screen = Self.found(report, "main_screen_bounds")
    #expect(!screen.contains("App/Viewer.swift:4"))
    #expect(screen.contains("App/Layout.swift:3"))
  }

  // MARK: Messages

  /// 1Catch's `sizeScreen()` returns `screenWidth / 390` (or `/ 1024` on an iPad) and is used
  /// as a multiplier everywhere; its summary said "0.673–1.715 pt". A screen measure over a
  /// design size is a ratio, said without a unit; a height chosen by the screen stays in pt.
  @Test func aScaleFactorHasNoUnit() {
    let source = """
      import SwiftUI
      func sizeScreen() -> CGFloat {
          let screenWidth = UIScreen.main.bounds.width
          if UIDevice.current.userInterfaceIdiom == .pad {
              return screenWidth / 1024
          } else if UIScreen.main.bounds.width == 375 {
              return screenWidth / 480
          } else {
              return screenWidth / 390
          }
      }
      func headerHeight() -> CGFloat {
          UIScreen.main.bounds.height < 700 ? 120 : 180
      }
      """
    let report = Self.lint([("App/Resize.swift", source)])
    let scale = report.findings.first { $0.definition == "sizeScreen" }?.evaluation?.summary
    #expect(scale?.contains("a scale of") == true)
    #expect(scale?.contains(" pt ") == false)
    let header = report.findings.first { $0.definition == "headerHeight" }?.evaluation?.summary
    #expect(header?.contains("pt over the catalog") == true)
  }

  /// CGX's `+isIphoneX` returns `NO` off the phone idiom, then sets a flag from the app
  /// window's bottom inset inside `@available(iOS 11…)`. Read without its guard it was "true
  /// on iPad Air 13-inch (M4)" (iPads have a home indicator); with it, no iPad is named.
  @Test func aGuardedCachedFlagKeepsItsGuard() {
    func source(guarded: Bool) -> String {
      """
      @implementation Tools
      + (BOOL)isIphoneX {
          BOOL iPhoneXSeries = NO;
      \(guarded ? "    if (UIDevice.currentDevice.userInterfaceIdiom != UIUserInterfaceIdiomPhone) {\n        return iPhoneXSeries;\n    }" : "")
          if (@available(iOS 11.0, *)) {
              UIWindow *mainWindow = [[[UIApplication sharedApplication] delegate] window];
              if (mainWindow.safeAreaInsets.bottom > 0.0) {
                  iPhoneXSeries = YES;
              }
          }
          return iPhoneXSeries;
      }
      @end
      """
    }
    let guarded = Self.lint([("App/Tools.m", source(guarded: true))])
    let unguarded = Self.lint([("App/Tools.m", source(guarded: false))])
    let withGuard = guarded.findings.first { $0.definition == "isIphoneX" }?.evaluation?.summary
    let without = unguarded.findings.first { $0.definition == "isIphoneX" }?.evaluation?.summary
    #expect(withGuard.map { !$0.contains("iPad") && !$0.hasPrefix("cannot") } == true)
    #expect(without?.contains("iPad") == true)
  }

  /// aiewing's `AiStatusBarSafeInsetHeight = AiDeviceiPhoneX ? 20.0 : 0.0` is what a notched
  /// phone's status bar adds, not the status bar's height ("32 pt short on iPad Air"): it is
  /// not compared with the status bar; `AiStatusBarHeight = X ? 44 : 20` still is.
  @Test func aStatusBarsExtraInsetIsNotTheStatusBar() {
    let source = """
      import UIKit
      let AiDeviceiPhoneX: Bool = UIScreen.main.bounds.size.height == 812
      let AiStatusBarSafeInsetHeight: CGFloat = AiDeviceiPhoneX ? 20.0 : 0.0
      let AiStatusBarHeight: CGFloat = AiDeviceiPhoneX ? 44.0 : 20.0
      """
    let report = Self.lint([("App/Header.swift", source)])
    let extra = report.findings.first { $0.definition == "AiStatusBarSafeInsetHeight" }
    #expect(extra?.message.contains("status bar's height") != true)
    let bar = report.findings.first { $0.definition == "AiStatusBarHeight" }
    #expect(bar?.rule == "bar_constant")
    #expect(bar?.message.contains("status bar's height") == true)
  }

  // MARK: Objective-C statement expressions

  /// MixT's `kIPHONE_X`: `({ BOOL isPhoneX = NO; if (pad) { isPhoneX = NO; } CGSize size = …;
  /// NSInteger notchValue = size.width / size.height * 100; if (216 == notchValue || 46 ==
  /// notchValue) { isPhoneX = YES; } (isPhoneX); })`. Run statement by statement, with the
  /// integer local keeping its integer part (375 / 812 × 100 = 46.18 → 46), it is a notch test
  /// right on most notched phones; kept as a fraction it would be true nowhere.
  @Test func aMultiStatementMacroIsRunWithIntegerLocals() {
    func source(_ type: String) -> String {
      """
      #define kIPHONE_X \\
      ({BOOL isPhoneX = NO;\\
      if ([UIDevice currentDevice].userInterfaceIdiom == UIUserInterfaceIdiomPad) {\\
          isPhoneX = NO;\\
      }\\
      CGSize size = [UIScreen mainScreen].bounds.size;\\
      \(type) notchValue = size.width / size.height * 100;\\
      if (216 == notchValue || 46 == notchValue) {\\
          isPhoneX = YES;\\
      }\\
      (isPhoneX);})
      #define kTopUnSafeAreaHeight ({(kIPHONE_X) ? 40.0f : 20.0f;})
      """
    }
    func wrongDevices(_ type: String) -> Int? {
      let report = Self.lint([("App/Const.h", source(type))])
      return report.findings.first { $0.definition == "kIPHONE_X" }?.evaluation?.counts
        .wrongDevices
    }
    let integer = wrongDevices("NSInteger")
    let fraction = wrongDevices("CGFloat")
    #expect(integer != nil)
    #expect(fraction != nil)
    if let integer, let fraction { #expect(integer < fraction) }
  }

  /// UnspalshSuggestion's `UI_IS_IPHONE_X`: `({BOOL isPhoneX = NO; if (@available(iOS 11.0,
  /// *)) { isPhoneX = …delegate.window.safeAreaInsets.bottom > 0.0; } (isPhoneX);})` was
  /// "cannot evaluate: '( )' is not understood". A statement the interpreter does not follow (a
  /// loop) still leaves it unread.
  @Test func anAvailabilityGuardedStatementMacroIsEvaluated() {
    let source = """
      #define UI_IS_IPHONE_X \\
      ({BOOL isPhoneX = NO;\\
      if (@available(iOS 11.0, *)) {\\
      isPhoneX = [[UIApplication sharedApplication] delegate].window.safeAreaInsets.bottom > 0.0;\\
      }\\
      (isPhoneX);})
      #define UI_STATUSBAR_HEIGHT (UI_IS_IPHONE_X ? 44.f : 20.f)
      #define UI_LOOPED ({ int n = 0; for (;;) { n = 1; } (n); })
      """
    let report = Self.lint([("App/Marcos.h", source)])
    let status = report.findings.first { $0.definition == "UI_STATUSBAR_HEIGHT" }
    #expect(status?.evaluation.map { !$0.summary.hasPrefix("cannot evaluate") } == true)
    #expect(!report.findings.contains { $0.definition == "UI_LOOPED" })
  }

  // MARK: SwiftUI

  /// SBB's tab bar: `let isPortrait = self.horizontalSizeClass == .compact &&
  /// self.verticalSizeClass == .regular` picks the bar's height (75 or 38). A full-screen iPad
  /// is regular in both, so it gets the landscape bar in portrait. Paddings chosen by the
  /// horizontal class (its bubble view) are what the class is for and are not reported.
  @Test func sizeClassesReadAsTheOrientationAreReported() {
    let bar = """
      import SwiftUI
      struct Bar: View {
          @Environment(\\.horizontalSizeClass) var horizontalSizeClass
          @Environment(\\.verticalSizeClass) var verticalSizeClass
          private var isPortrait: Bool {
              self.horizontalSizeClass == .compact && self.verticalSizeClass == .regular
          }
          var body: some View {
              let portrait = self.horizontalSizeClass == .compact && self.verticalSizeClass == .regular
              Rectangle().frame(height: isPortrait ? 75 : 38).opacity(portrait ? 1 : 0.5)
          }
      }
      """
    let bubble = """
      import SwiftUI
      struct Bubble: View {
          @Environment(\\.horizontalSizeClass) var horizontalSizeClass
          var body: some View {
              Text("Bern")
                  .padding(.trailing, horizontalSizeClass == .compact ? 16 : 0)
                  .frame(minHeight: horizontalSizeClass == .compact ? 35 : 16)
          }
      }
      """
    let report = Self.lint([("App/Bar.swift", bar), ("App/Bubble.swift", bubble)])
    let found = Self.found(report, "size_class_as_width")
    #expect(found.contains("App/Bar.swift:6"))
    #expect(found.contains("App/Bar.swift:9"))
    #expect(!found.contains { $0.hasPrefix("App/Bubble.swift") })
  }

  /// CrisisCleanup's photo viewer: `ZStack { Color.black; PanZoomImage(…); if showNavBar {
  /// ViewImageTopBarNav(…) } }`, whose back-title-delete row is pinned to the top by a
  /// `Spacer`: the viewer's chrome, hidden with a tap. The same row over a list is a bar.
  @Test func aPhotoViewersRowIsItsChrome() {
    func source(_ surface: String) -> String {
      """
      import SwiftUI
      struct Viewer: View {
          @State private var showNavBar = true
          var body: some View {
              ZStack {
                  Color.black.ignoresSafeArea(.all)
                  \(surface)
                  if showNavBar { TopBarNav() }
              }
          }
      }
      struct TopBarNav: View {
          var body: some View {
              VStack {
                  HStack {
                      Button { } label: { Image(systemName: "chevron.left") }
                      Spacer()
                      Button { } label: { Image(systemName: "trash") }
                  }
                  Spacer()
              }
          }
      }
      """
    }
    let viewer = Self.lint([("App/Viewer.swift", source("PanZoomImage(image: image)"))])
    let list = Self.lint([("App/Viewer.swift", source("List { Text(\"a\") }"))])
    #expect(Self.found(viewer, "hand_made_bar").isEmpty)
    #expect(!Self.found(list, "hand_made_bar").isEmpty)
  }

  /// Maks-Jago's `SafeAreaProvider` sets `insets = proxy.safeAreaInsets` on appear and again in
  /// `.onPreferenceChange` of a preference carrying `proxy.safeAreaInsets`: not stale. Without
  /// the preference it is.
  @Test func insetsUpdatedByAPreferenceAreNotStale() {
    func source(_ preference: Bool) -> String {
      """
      import SwiftUI
      struct SafeAreaProvider<Content: View>: View {
          @State private var insets: EdgeInsets = .init()
          let content: Content
          var body: some View {
              content
                  .padding(.top, insets.top)
                  .background(
                      GeometryReader { proxy in
                          Color.clear
                              .onAppear {
                                  insets = proxy.safeAreaInsets
                              }
      \(preference ? "                        .preference(key: InsetsKey.self, value: proxy.safeAreaInsets)\n                        .onPreferenceChange(InsetsKey.self) { value in insets = value }" : "")
                      }
                  )
          }
      }
      """
    }
    #expect(
      Self.found(Self.lint([("App/P.swift", source(true))]), "stale_safe_area_insets").isEmpty)
    #expect(
      !Self.found(Self.lint([("App/P.swift", source(false))]), "stale_safe_area_insets").isEmpty)
  }

  // MARK: Uses that lay nothing out

  /// TWAQI prints the screen's bounds when the map rotates; Palace relays out when the device
  /// orientation differs from the one it stored. Neither lays anything out by them; a frame
  /// from the same read, and a height chosen by the orientation, do.
  @Test func loggingAndOrientationChangesLayNothingOut() {
    let source = """
      import SwiftUI
      let screenSize: CGRect = UIScreen.main.bounds
      final class Map: UIViewController {
          var currentOrientation: UIDeviceOrientation = .unknown
          override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
              print("Portrait", size, screenSize)
              let newOrientation = UIDevice.current.orientation
              guard newOrientation.isValidInterfaceOrientation, newOrientation != currentOrientation else { return }
              currentOrientation = newOrientation
              view.setNeedsLayout()
          }
          func place(_ map: UIView) {
              map.frame = screenSize
              let height: CGFloat = UIDevice.current.orientation.isLandscape ? 32 : 44
              map.frame.size.height = height
          }
      }
      """
    let report = Self.lint([("App/Map.swift", source)])
    let screen = Self.found(report, "main_screen_bounds")
    #expect(!screen.contains("App/Map.swift:6"))
    #expect(screen.contains("App/Map.swift:13"))
    let orientation = Self.found(report, "orientation_layout")
    #expect(!orientation.contains("App/Map.swift:8"))
    #expect(orientation.contains("App/Map.swift:14"))
  }

  // MARK: Where a definition is reported

  /// Maks-Jago's `static var isIPhoneX: Bool {` / `return (UIScreen.main.bounds.size.height ==
  /// 812)`: reported at the `return`, the line with the check; a one-line getter at its name.
  @Test func aGettersFindingIsOnItsBodysLine() {
    let source = """
      import UIKit
      public extension UIDevice {
          static var isIPhoneSE: Bool {
              return (UIScreen.main.bounds.size.height == 568)
          }
          static var isIPhone8: Bool { UIScreen.main.bounds.size.height == 667 }
      }
      """
    let report = Self.lint([("App/UIDevice.swift", source)])
    let checks = Self.found(report, "device_size_check")
    #expect(checks.contains("App/UIDevice.swift:4"))
    #expect(checks.contains("App/UIDevice.swift:6"))
    #expect(!checks.contains("App/UIDevice.swift:3"))
  }

  // MARK: Helpers with parameters (measurement H's left-over)

  /// Namo's `func isSmallScreen(threshold: CGFloat, for dimension: KeyPath<CGSize, CGFloat>)
  /// -> Bool { let screenSize = UIScreen.main.bounds.size; return screenSize[keyPath:
  /// dimension] <= threshold }`, called as `isSmallScreen(threshold: 680, for: \.height)` to
  /// choose a spacer: with the arguments in place each call compares the screen's height with
  /// 680 pt. A delegate method returning a size keeps its screen read where it is.
  @Test func aHelperWithParametersIsSubstitutedWhereItIsCalled() {
    let helper = """
      import UIKit
      public func isSmallScreen(threshold: CGFloat, for dimension: KeyPath<CGSize, CGFloat>) -> Bool {
          let screenSize = UIScreen.main.bounds.size
          return screenSize[keyPath: dimension] <= threshold
      }
      """
    let view = """
      import SwiftUI
      struct Login: View {
          var body: some View {
              VStack {
                  Spacer(minLength: isSmallScreen(threshold: 680, for: \\.height) ? nil : 170)
              }
          }
      }
      """
    let delegate = """
      import UIKit
      extension Poll: UICollectionViewDelegateFlowLayout {
          func collectionView(_ collectionView: UICollectionView, layout: UICollectionViewLayout, sizeForItemAt indexPath: IndexPath) -> CGSize {
              let width = UIScreen.main.bounds.width
              return CGSize(width: width, height: heights[indexPath.item])
          }
      }
      """
    let report = Self.lint([
      ("App/Constants.swift", helper), ("App/Login.swift", view), ("App/Poll.swift", delegate),
    ])
    #expect(Self.found(report, "device_size_check").contains("App/Login.swift:5"))
    #expect(Self.found(report, "main_screen_bounds").contains("App/Poll.swift:4"))
  }

  /// Measurement H's chat room: `GeometryReader { geometry in VStack { header.padding(.top,
  /// geometry.safeAreaInsets.top); …; input.padding(.bottom, geometry.safeAreaInsets.bottom) }
  /// }` with a text field, shown in another file's card that gives up every edge when
  /// expanded. The sides are never put back: in landscape the field reaches the housing. A
  /// room that reads a side inset too is not reported.
  @Test func verticalInsetsOnlyAcrossFiles() {
    func room(sides: Bool) -> String {
      """
      import SwiftUI
      struct ChatRoom: View {
          @State private var text = ""
          var body: some View {
              GeometryReader { geometry in
                  VStack {
                      Text("Chat").padding(.top, geometry.safeAreaInsets.top + 16)
                      TextField("Message", text: $text)
                          .padding(.bottom, geometry.safeAreaInsets.bottom)
                          \(sides ? ".padding(.leading, geometry.safeAreaInsets.leading)" : "")
                  }
              }
          }
      }
      """
    }
    let card = """
      import SwiftUI
      struct Card: View {
          var body: some View {
              ZStack {
                  Color.white
                  ChatRoom()
              }
              .ignoresSafeArea()
          }
      }
      """
    let vertical = Self.lint([("App/Card.swift", card), ("App/ChatRoom.swift", room(sides: false))])
    let sides = Self.lint([("App/Card.swift", card), ("App/ChatRoom.swift", room(sides: true))])
    #expect(Self.found(vertical, "vertical_insets_only") == ["App/Card.swift:8"])
    #expect(Self.found(sides, "vertical_insets_only").isEmpty)
  }
}
