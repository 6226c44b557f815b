import DeviceCatalog
import Foundation
import HeadlessUIKit
import Testing

/// Modal presentations (§13 of `UIKitRules.md`) against the printed and peer-measured values of
/// `uikit-rules-3.md` R13.1–R13.8, R13.10, and invariants over the catalog.
@MainActor
@Suite struct PresentationTests {
  /// A root controller on `device`, then `presented` presented from it.
  func present(
    _ presented: UIViewController, on name: String, orientation: Orientation = .portrait,
    ios: Int = 26
  ) throws -> (UIWindow, UIViewController) {
    let root = UIViewController()
    let window = try show(root, on: name, orientation: orientation, ios: ios)
    root.present(presented, animated: false)
    return (window, root)
  }

  @Test("R13.1: .automatic is full screen up to 12, a page sheet on 13–17, a form sheet from 18")
  func automaticResolution() {
    let cases: [(Int, SizeClass, UIModalPresentationStyle)] = [
      (12, .regular, .fullScreen), (13, .regular, .pageSheet), (17, .regular, .pageSheet),
      (18, .regular, .formSheet), (26, .regular, .formSheet), (26, .compact, .pageSheet),
      (12, .compact, .fullScreen),
    ]
    for (ios, width, expected) in cases {
      #expect(
        PresentationRules.resolvedStyle(.automatic, ios: ios, horizontalSizeClass: width)
          == expected, "iOS \(ios) \(width)")
    }
    #expect(
      PresentationRules.resolvedStyle(.popover, ios: 26, horizontalSizeClass: .compact)
        == .pageSheet)
    #expect(
      PresentationRules.resolvedStyle(.popover, ios: 12, horizontalSizeClass: .compact)
        == .fullScreen)
  }

  @Test(
    "R13.3, R13.5, R13.7: iPhone 16 on 26: top 59, maximumDetentValue 759, insets {0, 0, 34, 0}")
  func iPhone16LargeSheet() throws {
    let sheet = UIViewController()
    _ = try present(sheet, on: "iPhone 16")
    #expect(nearlyEqual(sheet.view.frameInWindow, CGRect(x: 0, y: 59, width: 393, height: 793)))
    #expect(nearlyEqual(sheet.view.safeAreaInsets, insets(0, 0, 34, 0)))
    #expect(sheet.presentationLayout?.maximumDetentValue == 759)
    #expect(sheet.presentationLayout?.resolvedStyle == .pageSheet)
  }

  @Test("R13.3: iPhone SE on 26: top 30 with the status bar shown (20) and hidden (0)")
  func homeButtonSheetTop() throws {
    for hidden in [false, true] {
      let root = UIViewController()
      try show(root, on: "iPhone SE (3rd generation)", ios: 26, statusBarHidden: hidden)
      let sheet = UIViewController()
      root.present(sheet, animated: false)
      #expect(PointFormat.nearlyEqual(sheet.view.frameInWindow.minY, 30), "hidden \(hidden)")
      #expect(sheet.presentationLayout?.maximumDetentValue == 637)
    }
  }

  @Test("R13.3, R13.8: iOS 16 home-button phone: sheet at 40, its navigation bar 56 at the top")
  func ios16Sheet() throws {
    let content = UIViewController()
    let navigation = UINavigationController(rootViewController: content)
    _ = try present(navigation, on: "iPhone SE (3rd generation)", ios: 16)
    #expect(PointFormat.nearlyEqual(navigation.view.frameInWindow.minY, 40))
    #expect(PointFormat.nearlyEqual(navigation.view.frameInWindow.maxY, 667))
    #expect(
      nearlyEqual(
        navigation.navigationBar.frameInWindow, CGRect(x: 0, y: 40, width: 375, height: 56)))
    #expect(nearlyEqual(content.view.safeAreaInsets, insets(56, 0, 0, 0)))
  }

  @Test("R13.5, R13.6: medium = max × 425/759 (425 on iPhone 16); a 343 detent is a 393 × 377 card")
  func floatingCard() throws {
    let medium = UIViewController()
    medium.sheetPresentationController?.detents = [.medium()]
    _ = try present(medium, on: "iPhone 16")
    #expect(medium.presentationLayout?.detentValue == 425)
    let custom = UIViewController()
    custom.sheetPresentationController?.detents = [.custom { _ in 343 }]
    _ = try present(custom, on: "iPhone 16")
    #expect(nearlyEqual(custom.view.bounds, CGRect(x: 0, y: 0, width: 393, height: 377)))
    let scale: CGFloat = 377.0 / 393
    #expect(
      nearlyEqual(
        custom.view.frameInWindow,
        CGRect(x: 8, y: 852 - 8 - scale * 377, width: 377, height: scale * 377)))
    // R13.6, R13.7: the presented view keeps the window's bottom inset through the transform.
    #expect(nearlyEqual(custom.view.safeAreaInsets, insets(0, 0, 34, 0)))
    // A value at or above the maximum gives the large frame.
    let tall = UIViewController()
    tall.sheetPresentationController?.detents = [
      .custom { context in context.maximumDetentValue + 10 }
    ]
    _ = try present(tall, on: "iPhone 16")
    #expect(nearlyEqual(tall.view.frameInWindow, CGRect(x: 0, y: 59, width: 393, height: 793)))
  }

  @Test("R13.4: compact height: the full window, also for medium and an adapted popover")
  func compactHeight() throws {
    for style in [UIModalPresentationStyle.pageSheet, .popover] {
      let sheet = UIViewController()
      sheet.modalPresentationStyle = style
      sheet.sheetPresentationController?.detents = [.medium()]
      _ = try present(sheet, on: "iPhone SE (3rd generation)", orientation: .landscapeLeft)
      #expect(nearlyEqual(sheet.view.frameInWindow, CGRect(x: 0, y: 0, width: 667, height: 375)))
      #expect(sheet.presentationLayout?.missingValues.isEmpty == true)
    }
  }

  @Test("R13.4: iPad (A16) on 26: form sheet 580 × 650 at (120, 260), page sheet at top + 10")
  func padSheets() throws {
    let form = UIViewController()
    form.modalPresentationStyle = .formSheet
    _ = try present(form, on: "iPad (A16)")
    #expect(nearlyEqual(form.view.frameInWindow, CGRect(x: 120, y: 260, width: 580, height: 650)))
    #expect(nearlyEqual(form.view.safeAreaInsets, .zero))
    let page = UIViewController()
    page.modalPresentationStyle = .pageSheet
    _ = try present(page, on: "iPad (A16)")
    #expect(nearlyEqual(page.view.frameInWindow, CGRect(x: 0, y: 42, width: 820, height: 1138)))
    #expect(nearlyEqual(page.view.safeAreaInsets, insets(0, 0, 25, 0)))
    // Before 26 the iPad's sheet sizes are open: a missing value, not a guess.
    let older = UIViewController()
    older.modalPresentationStyle = .formSheet
    _ = try present(older, on: "iPad (A16)", ios: 18)
    #expect(older.presentationLayout?.missingValues.map(\.rule) == ["R13.4"])
  }

  @Test("R13.2: full screen: the window's frame and insets; the presenter's view leaves")
  func fullScreen() throws {
    let presented = UIViewController()
    presented.modalPresentationStyle = .fullScreen
    let (window, root) = try present(presented, on: "iPhone 16")
    #expect(nearlyEqual(presented.view.frameInWindow, window.bounds))
    #expect(nearlyEqual(presented.view.safeAreaInsets, window.safeAreaInsets))
    #expect(root.view.isHidden)
    #expect(root.presentedViewController === presented)
    #expect(presented.presentingViewController === root)
    presented.dismiss(animated: false)
    #expect(!root.view.isHidden)
    #expect(root.presentedViewController == nil)
  }

  @Test(
    "R13.11: full screen callbacks: presenter will-disappear, presented appears, presenter did-disappear"
  )
  func lifecycle() throws {
    let root = UIViewController()
    root.sceneID = "root"
    let window = try show(root, on: "iPhone 16")
    window.eventLog = []
    let presented = UIViewController()
    presented.sceneID = "presented"
    presented.modalPresentationStyle = .fullScreen
    root.present(presented, animated: false)
    let order = (window.eventLog ?? []).filter {
      [.viewDidLoad, .viewWillAppear, .viewDidAppear, .viewWillDisappear, .viewDidDisappear]
        .contains($0.kind)
    }.map { "\($0.kind) \($0.object)" }
    #expect(
      order == [
        "viewDidLoad UIViewController#presented", "viewWillDisappear UIViewController#root",
        "viewWillAppear UIViewController#presented", "viewDidAppear UIViewController#presented",
        "viewDidDisappear UIViewController#root",
      ])
    // A sheet leaves its presenter on screen: no disappearance callbacks.
    let sheetRoot = UIViewController()
    sheetRoot.sceneID = "sheetRoot"
    let other = try show(sheetRoot, on: "iPhone 16")
    other.eventLog = []
    sheetRoot.present(UIViewController(), animated: false)
    #expect(!(other.eventLog ?? []).contains { $0.kind == .viewWillDisappear })
  }

  @Test("nested: a full-screen presentation over a sheet; a sheet over a sheet is a missing value")
  func nested() throws {
    let sheet = UIViewController()
    _ = try present(sheet, on: "iPhone 16")
    let cover = UIViewController()
    cover.modalPresentationStyle = .overFullScreen
    sheet.present(cover, animated: false)
    #expect(cover.presentingViewController === sheet)
    #expect(nearlyEqual(cover.view.frameInWindow, CGRect(x: 0, y: 0, width: 393, height: 852)))
    let first = UIViewController()
    _ = try present(first, on: "iPhone 16")
    let second = UIViewController()
    first.present(second, animated: false)
    #expect(second.presentationLayout?.missingValues.map(\.rule) == ["R13.3"])
  }

  @Test("R13.10: the grabber is 36 × 5, 5 pt below the sheet's top, and changes no inset")
  func grabber() throws {
    let sheet = UIViewController()
    sheet.sheetPresentationController?.prefersGrabberVisible = true
    _ = try present(sheet, on: "iPhone 16")
    #expect(sheet.presentationLayout?.grabberFrame == CGRect(x: 178.5, y: 64, width: 36, height: 5))
    #expect(nearlyEqual(sheet.view.safeAreaInsets, insets(0, 0, 34, 0)))
  }

  @Test("invariant: a phone sheet in portrait never has a top inset and reaches the window bottom")
  func sheetInvariant() throws {
    for device in DeviceCatalog.devices where device.idiom == .phone {
      for ios in IOSBehaviour.modelled where ios >= 13 && ios <= IOSBehaviour.newest(for: device) {
        let root = UIViewController()
        let window = UIWindow(environment: Environment(device: device, ios: ios))
        window.rootViewController = root
        window.makeKeyAndVisible()
        let sheet = UIViewController()
        root.present(sheet, animated: false)
        let label = "\(device.name) iOS \(ios)"
        #expect(PointFormat.nearlyEqual(sheet.view.safeAreaInsets.top, 0), "\(label)")
        #expect(
          PointFormat.nearlyEqual(sheet.view.frameInWindow.maxY, window.bounds.maxY), "\(label)")
        #expect(sheet.view.frameInWindow.minY >= window.safeAreaInsets.top, "\(label)")
        #expect(
          PointFormat.nearlyEqual(sheet.view.safeAreaInsets.bottom, window.safeAreaInsets.bottom),
          "\(label)")
      }
    }
  }
}
