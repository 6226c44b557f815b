import DeviceCatalog
import Foundation
import HeadlessUIKit
import Testing

/// Split view controllers (§14 of `UIKitRules.md`) against the peer-measured values of
/// `uikit-rules-3.md` R14.1–R14.5 (iPad (A16), iOS 26.1: 820 × 1180, window insets 32 top and 25
/// bottom) and invariants over the catalog.
@MainActor
@Suite struct SplitViewTests {
  /// A split of `style` with a plain controller in each of `columns`.
  func split(
    _ style: UISplitViewController.Style, columns: [UISplitViewController.Column]
  ) -> (UISplitViewController, [UISplitViewController.Column: UIViewController]) {
    let split = UISplitViewController(style: style)
    var controllers: [UISplitViewController.Column: UIViewController] = [:]
    for column in columns {
      let controller = UIViewController()
      controllers[column] = controller
      split.setViewController(controller, for: column)
    }
    return (split, controllers)
  }

  @Test("R14.1: default widths 320 (classic, double), 280 (triple primary), 320 (supplementary)")
  func defaultWidths() {
    #expect(UISplitViewController().primaryColumnWidth == 320)
    #expect(UISplitViewController(style: .doubleColumn).primaryColumnWidth == 320)
    #expect(UISplitViewController(style: .tripleColumn).primaryColumnWidth == 280)
    #expect(UISplitViewController(style: .tripleColumn).supplementaryColumnWidth == 320)
    #expect(UISplitViewController(style: .doubleColumn).supplementaryColumnWidth == nil)
    #expect(UISplitViewController.automaticDimension == -3.4028234663852886e+38)
  }

  @Test("R14.2: 280 as given, 0.4 → 328, 0.5 → 346 (the cap), min 375 over 320, max 300 over 346")
  func widthResolution() {
    let cap: CGFloat = 820 - 10 - 464
    func width(_ request: SplitViewRules.WidthRequest) -> CGFloat {
      SplitViewRules.columnWidth(request, splitWidth: 820, fallback: 320, cap: cap)
    }
    #expect(width(.init(preferred: 280)) == 280)
    #expect(PointFormat.nearlyEqual(width(.init(fraction: 0.4)), 328))
    #expect(width(.init(fraction: 0.5)) == 346)
    #expect(width(.init(fraction: 0.5, maximum: 300)) == 300)
    #expect(width(.init(preferred: 320, minimum: 375, maximum: 400)) == 375)
    #expect(width(.init(preferred: 280, fraction: 0.5)) == 280)
    // A cap that has gone non-positive (a 393-wide phone) does not apply.
    #expect(
      SplitViewRules.columnWidth(.init(), splitWidth: 393, fallback: 320, cap: 393 - 474) == 320)
    // The supplementary cap: 820 − 0.5 − 464.
    #expect(
      SplitViewRules.columnWidth(
        .init(fraction: 0.5), splitWidth: 820, fallback: 320, cap: 820 - 0.5 - 464) == 355.5)
  }

  @Test("R14.3: a triple column tiles from 954.25 pt at @2x; below 464 a split shows the secondary")
  func displayModeBoundary() {
    func mode(_ width: CGFloat, _ style: UISplitViewController.Style)
      -> UISplitViewController.DisplayMode
    {
      SplitViewRules.resolvedDisplayMode(
        .automatic, style: style, splitWidth: width, scale: 2, minimumPrimary: 240,
        minimumSupplementary: 240, minimumSecondary: 464)
    }
    #expect(mode(954.25, .tripleColumn) == .twoBesideSecondary)
    #expect(mode(954.249, .tripleColumn) == .oneBesideSecondary)
    #expect(mode(820, .tripleColumn) == .oneBesideSecondary)
    #expect(mode(820, .doubleColumn) == .oneBesideSecondary)
    #expect(mode(820, .unspecified) == .oneBesideSecondary)
    #expect(mode(393, .doubleColumn) == .secondaryOnly)
    #expect(mode(600, .doubleColumn) == .oneBesideSecondary)
    // Explicit modes of a triple column at its first appearance (splitwidthprobe).
    func triple(_ preferred: UISplitViewController.DisplayMode, _ width: CGFloat)
      -> UISplitViewController.DisplayMode
    {
      SplitViewRules.resolvedDisplayMode(
        preferred, style: .tripleColumn, splitWidth: width, scale: 2, minimumPrimary: 240,
        minimumSupplementary: 240, minimumSecondary: 464)
    }
    #expect(triple(.twoBesideSecondary, 820) == .oneBesideSecondary)
    #expect(triple(.twoDisplaceSecondary, 1180) == .twoBesideSecondary)
    #expect(triple(.twoOverSecondary, 1180) == .secondaryOnly)
    #expect(triple(.oneBesideSecondary, 1180) == .oneBesideSecondary)
  }

  @Test("R14.5: iPad (A16) on 26: sidebar [10, 32, 320, 1133], safe {0,0,10,0}; secondary left 330")
  func floatingSidebar() throws {
    let (split, columns) = split(.doubleColumn, columns: [.primary, .secondary])
    try show(split, on: "iPad (A16)", ios: 26)
    let primary = try #require(columns[.primary]?.navigationController)
    let secondary = try #require(columns[.secondary]?.navigationController)
    #expect(split.displayMode == .oneBesideSecondary)
    #expect(split.primaryColumnWidth == 320)
    #expect(nearlyEqual(primary.view.frame, CGRect(x: 10, y: 32, width: 320, height: 1133)))
    #expect(nearlyEqual(primary.view.safeAreaInsets, insets(0, 0, 10, 0)))
    #expect(nearlyEqual(secondary.view.frame, CGRect(x: 0, y: 0, width: 820, height: 1180)))
    #expect(nearlyEqual(secondary.view.safeAreaInsets, insets(32, 330, 25, 0)))
    #expect(split.missingValues.isEmpty)
    // Column styles wrap plain controllers in navigation controllers.
    #expect(primary.isColumnWrapper && secondary.isColumnWrapper)
  }

  @Test("R14.2, R14.5: a 0.5 fraction resolves to 346 = 820 − 10 − 464 on iPad (A16)")
  func fractionCap() throws {
    let (split, columns) = split(.doubleColumn, columns: [.primary, .secondary])
    split.preferredPrimaryColumnWidthFraction = 0.5
    try show(split, on: "iPad (A16)", ios: 26)
    #expect(split.primaryColumnWidth == 346)
    let secondary = try #require(columns[.secondary]?.navigationController)
    #expect(PointFormat.nearlyEqual(secondary.view.safeAreaInsets.left, 356))
  }

  @Test("R14.5: triple column at 820: supplementary [0,0,320,1180] then secondary at 320.5, 499.5")
  func tripleTiled() throws {
    let (split, columns) = split(.tripleColumn, columns: [.primary, .supplementary, .secondary])
    try show(split, on: "iPad (A16)", ios: 26)
    #expect(split.displayMode == .oneBesideSecondary)
    let supplementary = try #require(columns[.supplementary]?.navigationController)
    let secondary = try #require(columns[.secondary]?.navigationController)
    #expect(nearlyEqual(supplementary.view.frame, CGRect(x: 0, y: 0, width: 320, height: 1180)))
    #expect(
      nearlyEqual(secondary.view.frame, CGRect(x: 320.5, y: 0, width: 499.5, height: 1180)))
    #expect(columns[.primary]?.navigationController?.viewIfLoaded?.window == nil)
  }

  @Test("R14.5: three tiled columns in a 954.5-wide split: [10,32,240,658], [0,0,490], 490.5/464")
  func tripleAtBoundary() {
    let layout = SplitViewRules.expandedLayout(
      .init(
        style: .tripleColumn, displayMode: .twoBesideSecondary,
        bounds: CGRect(x: 0, y: 0, width: 954.5, height: 700),
        safeArea: insets(32, 0, 0, 0), primaryWidth: 240, supplementaryWidth: 240,
        minimumSecondaryWidth: 464, ios: 26))
    #expect(layout.missing.isEmpty)
    let frames = Dictionary(uniqueKeysWithValues: layout.placements.map { ($0.column, $0) })
    #expect(frames[.primary]?.frame == CGRect(x: 10, y: 32, width: 240, height: 658))
    #expect(frames[.supplementary]?.frame == CGRect(x: 0, y: 0, width: 490, height: 700))
    #expect(frames[.supplementary]?.leadingInset?.amount == 250)
    #expect(frames[.secondary]?.frame == CGRect(x: 490.5, y: 0, width: 464, height: 700))
    #expect(layout.placements.map(\.column) == [.secondary, .supplementary, .primary])
  }

  @Test("R14.7: collapsed in compact width into the primary's stack with the secondary on top")
  func collapse() throws {
    let (split, columns) = split(.doubleColumn, columns: [.primary, .secondary])
    let window = try show(split, on: "iPhone 16", ios: 26)
    #expect(split.isCollapsed)
    #expect(split.displayMode == .oneBesideSecondary)
    #expect(split.collapsedTopColumn == .secondary)
    #expect(split.primaryColumnWidth == 393)
    let secondary = try #require(columns[.secondary])
    // The one stack fills the split; the secondary's view is laid out as a pushed controller's.
    let reference = UINavigationController(rootViewController: UIViewController())
    let pushed = UIViewController()
    reference.pushViewController(pushed, animated: false)
    try show(reference, on: "iPhone 16", ios: 26)
    #expect(nearlyEqual(secondary.view.frameInWindow, pushed.view.frameInWindow))
    #expect(nearlyEqual(secondary.view.safeAreaInsets, pushed.view.safeAreaInsets))
    #expect(window.snapshot().missingValues.isEmpty)
  }

  @Test("R14.7: the compact column replaces the stack and is laid out as if it were the root")
  func compactColumn() throws {
    let (split, columns) = split(.doubleColumn, columns: [.primary, .secondary, .compact])
    try show(split, on: "iPhone 16", ios: 26)
    let compact = try #require(columns[.compact])
    #expect(split.children.count == 1 && split.children.first === compact)
    #expect(nearlyEqual(compact.view.frameInWindow, CGRect(x: 0, y: 0, width: 393, height: 852)))
    #expect(nearlyEqual(compact.view.safeAreaInsets, insets(59, 0, 34, 0)))
  }

  @Test("R14.4: iOS 14–18 column styles: the primary overhangs 100 pt; the frames are missing")
  func legacyOverhang() throws {
    let (split, columns) = split(.doubleColumn, columns: [.primary, .secondary])
    split.preferredDisplayMode = .oneBesideSecondary
    try show(split, on: "iPad Air (4th generation)", ios: 17)
    let primary = try #require(columns[.primary]?.navigationController)
    #expect(primary.view.frame.minX == -100)
    #expect(primary.view.frame.width == 420)
    #expect(primary.view.safeAreaInsets.left == 100)
    #expect(split.missingValues.map(\.rule).contains("R14.4"))
  }

  @Test("R14.6: overlay and displace geometry is reported as missing")
  func overlayMissing() throws {
    let (split, _) = split(.doubleColumn, columns: [.primary, .secondary])
    split.preferredDisplayMode = .oneOverSecondary
    try show(split, on: "iPad (A16)", ios: 26)
    #expect(split.missingValues.map(\.rule) == ["R14.6"])
  }

  @Test("classic split: viewControllers [primary, secondary], collapsed onto a primary stack")
  func classic() throws {
    let master = UIViewController()
    let detail = UIViewController()
    let split = UISplitViewController()
    split.viewControllers = [UINavigationController(rootViewController: master), detail]
    try show(split, on: "iPad (A16)", ios: 26)
    #expect(split.viewControllers.count == 2)
    #expect(PointFormat.nearlyEqual(detail.view.safeAreaInsets.left, 330))
    let phone = UISplitViewController()
    let phoneMaster = UIViewController()
    let phoneDetail = UIViewController()
    phone.viewControllers = [UINavigationController(rootViewController: phoneMaster), phoneDetail]
    try show(phone, on: "iPhone 16", ios: 26)
    #expect(phone.isCollapsed)
    #expect(phoneDetail.view.window != nil)
    #expect(phoneMaster.view.window == nil)
  }

  /// Every catalog device in both orientations, on the newest iOS it runs and on 26.
  func environments() -> [Environment] {
    var result: [Environment] = []
    for device in DeviceCatalog.devices {
      for orientation in [Orientation.portrait, .landscapeLeft] {
        for ios in Set([IOSBehaviour.newest(for: device), 26]).sorted()
        where ios >= 14 {
          result.append(Environment(device: device, orientation: orientation, ios: ios))
        }
      }
    }
    return result
  }

  @Test("invariant: no column's safe area reaches outside the window's, on every device")
  func columnSafeAreaInsideWindow() {
    for environment in environments() {
      for style in [UISplitViewController.Style.doubleColumn, .tripleColumn] {
        let columns: [UISplitViewController.Column] =
          style == .tripleColumn ? [.primary, .supplementary, .secondary] : [.primary, .secondary]
        let (split, _) = split(style, columns: columns)
        let window = UIWindow(environment: environment)
        window.rootViewController = split
        window.makeKeyAndVisible()
        let safe = window.bounds.inset(by: window.safeAreaInsets)
        for child in split.children {
          guard let view = child.viewIfLoaded, view.window != nil else { continue }
          let frame = view.frameInWindow.inset(by: view.safeAreaInsets)
          #expect(
            frame.minX >= safe.minX - 0.01 && frame.maxX <= safe.maxX + 0.01
              && frame.minY >= safe.minY - 0.01 && frame.maxY <= safe.maxY + 0.01,
            "\(environment) \(style)")
        }
      }
    }
  }

  @Test("invariant: collapsed with a compact column equals the compact controller laid out alone")
  func compactEqualsAlone() {
    for environment in environments()
    where environment.device.sizeClasses(environment.orientation).horizontal == .compact {
      let table = UITableView(frame: .zero, style: .plain)
      let compact = UIViewController()
      compact.view = table
      let (split, _) = split(.doubleColumn, columns: [.primary, .secondary])
      split.setViewController(compact, for: .compact)
      let window = UIWindow(environment: environment)
      window.rootViewController = split
      window.makeKeyAndVisible()
      let aloneTable = UITableView(frame: .zero, style: .plain)
      let alone = UIViewController()
      alone.view = aloneTable
      let other = UIWindow(environment: environment)
      other.rootViewController = alone
      other.makeKeyAndVisible()
      #expect(split.isCollapsed, "\(environment)")
      #expect(nearlyEqual(table.frameInWindow, aloneTable.frameInWindow), "\(environment)")
      #expect(nearlyEqual(table.safeAreaInsets, aloneTable.safeAreaInsets), "\(environment)")
      #expect(
        nearlyEqual(table.adjustedContentInset, aloneTable.adjustedContentInset),
        "\(environment)")
    }
  }
}
