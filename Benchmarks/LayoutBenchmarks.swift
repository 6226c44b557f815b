// Layout workloads of issue 2 item 8 and issue 3 item 7, timed for HeadlessUIKit.
//
// Frame-based hierarchies of 10, 1,000 and 100,000 views laid out in one environment (first
// layout, then re-layout by rotating and back) and across every device × orientation of the
// catalog on one window; a 10,000-row table and a 10,000-item collection view across every
// device × orientation. Each figure is the median of several runs after one warm-up run.

import DeviceCatalog
import Foundation
import HeadlessUIKit

// MARK: Timing

/// Nanoseconds in a `Duration`.
private func nanoseconds(_ duration: Duration) -> Double {
  let parts = duration.components
  return Double(parts.seconds) * 1e9 + Double(parts.attoseconds) / 1e9
}

/// Times `body` once to warm up, then `runs` times, and returns the median in nanoseconds.
/// `prepare` runs before each timed call, outside the measurement, and hands `body` its input.
@MainActor
private func median<Input>(
  runs: Int, prepare: () -> Input, _ body: (Input) -> Void
) -> Double {
  let clock = ContinuousClock()
  body(prepare())
  var samples: [Double] = []
  for _ in 0..<runs {
    let input = prepare()
    let start = clock.now
    body(input)
    samples.append(nanoseconds(clock.now - start))
  }
  samples.sort()
  let middle = samples.count / 2
  return samples.count % 2 == 1 ? samples[middle] : (samples[middle - 1] + samples[middle]) / 2
}

// MARK: Table output

/// One printed row: workload, size, environments, total, per environment, per view per
/// environment.
private struct ResultRow {
  var workload: String
  var size: Int
  var environments: Int
  var totalNanoseconds: Double
  var runs: Int

  var perEnvironment: Double { totalNanoseconds / Double(environments) }
  var perViewPerEnvironment: Double { perEnvironment / Double(size) }
}

/// The columns; `unit` names what the size counts (views, rows, items).
private func columns(unit: String) -> [(title: String, width: Int, leftAligned: Bool)] {
  [
    ("workload", 26, true), (unit, 9, false), ("envs", 6, false), ("runs", 5, false),
    ("total ms", 11, false), ("per env µs", 12, false),
    ("ns per \(unit.dropLast())·env", 18, false),
  ]
}

private func pad(_ text: String, _ width: Int, left: Bool) -> String {
  let padding = String(repeating: " ", count: max(0, width - text.count))
  return left ? text + padding : padding + text
}

/// `value` with `digits` decimals (no Foundation formatting).
private func fixed(_ value: Double, _ digits: Int) -> String {
  var scale = 1.0
  for _ in 0..<digits { scale *= 10 }
  let scaled = Int((value * scale).rounded())
  let whole = scaled / Int(scale)
  guard digits > 0 else { return "\(whole)" }
  let fraction = String(scaled % Int(scale))
  return "\(whole)." + String(repeating: "0", count: digits - fraction.count) + fraction
}

/// Digits grouped by thousands: `100,000`.
private func grouped(_ value: Int) -> String {
  let digits = Array(String(value))
  var result = ""
  for (index, digit) in digits.enumerated() {
    if index > 0, (digits.count - index) % 3 == 0 { result += "," }
    result.append(digit)
  }
  return result
}

private func printHeader(_ title: String, unit: String) {
  let table = columns(unit: unit)
  print("")
  print("# \(title)")
  let header = table.map { pad($0.title, $0.width, left: $0.leftAligned) }
  print(header.joined(separator: " "))
  print(table.map { String(repeating: "-", count: $0.width) }.joined(separator: " "))
}

private func printRow(_ row: ResultRow) {
  let cells = [
    row.workload, grouped(row.size), "\(row.environments)", "\(row.runs)",
    fixed(row.totalNanoseconds / 1e6, 3), fixed(row.perEnvironment / 1e3, 2),
    fixed(row.perViewPerEnvironment, 1),
  ]
  let padded = zip(columns(unit: "views"), cells).map { column, cell in
    pad(cell, column.width, left: column.leftAligned)
  }
  print(padded.joined(separator: " "))
}

// MARK: Environments

/// Every catalog device in portrait and landscape, each at the newest iOS behaviour it runs
/// (172: a display described in one orientation only, the iPhone Duo's, in that one; R20.1).
@MainActor
private let sweepEnvironments: [Environment] = DeviceCatalog.devices.flatMap { device in
  [Orientation.portrait, .landscapeLeft].filter(device.describes).map { orientation in
    Environment(device: device, orientation: orientation, ios: IOSBehaviour.newest(for: device))
  }
}

/// The environment of the single-environment workloads: the newest phone in the catalog with
/// one display (`DeviceCatalog.newestPhone`, the iPhone 17e).
@MainActor
private let singleEnvironment: Environment = {
  let device = DeviceCatalog.newestPhone
  return Environment(device: device, orientation: .portrait, ios: IOSBehaviour.newest(for: device))
}()

@MainActor
private func rotated(_ environment: Environment) -> Environment {
  var result = environment
  result.orientation = environment.orientation == .portrait ? .landscapeLeft : .portrait
  return result
}

// MARK: Frame-based hierarchy

/// A controller view like a settings screen: the root view holds sections, each a stack of
/// rows; a row holds an icon (fixed), a title (flexible width) and an accessory (pinned right by
/// a flexible left margin). Frames are set explicitly; rows and sections stretch with their
/// superview. The tree has exactly `views` views (the last row may be short).
@MainActor
private func makeHierarchy(views: Int, in environment: Environment) -> UIViewController {
  let width = environment.screenBounds.width
  let height = environment.screenBounds.height
  let root = UIView(frame: CGRect(x: 0, y: 0, width: width, height: height))
  root.autoresizingMask = [.flexibleWidth, .flexibleHeight]
  var count = 1
  var sectionY: CGFloat = 0
  while count < views {
    let section = UIView(frame: CGRect(x: 0, y: sectionY, width: width, height: 0))
    section.autoresizingMask = [.flexibleWidth, .flexibleBottomMargin]
    root.addSubview(section)
    count += 1
    var rowY: CGFloat = 0
    for _ in 0..<20 where count < views {
      let row = UIView(frame: CGRect(x: 0, y: rowY, width: width, height: 44))
      row.autoresizingMask = [.flexibleWidth]
      section.addSubview(row)
      count += 1
      let leaves: [(CGRect, UIView.AutoresizingMask)] = [
        (CGRect(x: 16, y: 6, width: 32, height: 32), []),
        (CGRect(x: 60, y: 12, width: width - 120, height: 20), [.flexibleWidth]),
        (CGRect(x: width - 44, y: 12, width: 28, height: 20), [.flexibleLeftMargin]),
      ]
      for (frame, mask) in leaves where count < views {
        let leaf = UIView(frame: frame)
        leaf.autoresizingMask = mask
        row.addSubview(leaf)
        count += 1
      }
      rowY += 44
    }
    section.frame.size.height = rowY
    sectionY += rowY + 35
  }
  let controller = UIViewController()
  controller.view = root
  return controller
}

/// A window showing `controller`, not yet visible.
@MainActor
private func makeWindow(
  _ controller: UIViewController, in environment: Environment
) -> UIWindow {
  let window = UIWindow(environment: environment)
  window.rootViewController = controller
  return window
}

/// Fails loudly if the layout did not happen (and keeps the work observable).
@MainActor
private func check(_ controller: UIViewController, in window: UIWindow) {
  let insets = controller.view.safeAreaInsets
  precondition(
    window.bounds.width > 0 && insets.top + insets.left + insets.bottom + insets.right >= 0,
    "benchmark: no layout")
}

@MainActor
private func runHierarchyBenchmarks() {
  let sizes: [(views: Int, runs: Int, sweepRuns: Int)] = [
    (10, 21, 9), (1000, 11, 5), (100_000, 3, 1),
  ]
  printHeader(
    "Frame-based hierarchy, one environment (\(singleEnvironment)); "
      + "re-layout = rotate and back", unit: "views")
  for size in sizes {
    let first = median(runs: size.runs) { () -> (UIViewController, UIWindow) in
      let controller = makeHierarchy(views: size.views, in: singleEnvironment)
      return (controller, makeWindow(controller, in: singleEnvironment))
    } _: { controller, window in
      window.makeKeyAndVisible()
      check(controller, in: window)
    }
    printRow(
      ResultRow(
        workload: "first layout", size: size.views, environments: 1, totalNanoseconds: first,
        runs: size.runs))

    let controller = makeHierarchy(views: size.views, in: singleEnvironment)
    let window = makeWindow(controller, in: singleEnvironment)
    window.makeKeyAndVisible()
    let other = rotated(singleEnvironment)
    let relayout = median(runs: size.runs) {
    } _: {
      window.setEnvironment(other)
      window.setEnvironment(singleEnvironment)
      check(controller, in: window)
    }
    printRow(
      ResultRow(
        workload: "re-layout (rotate, back)", size: size.views, environments: 2,
        totalNanoseconds: relayout, runs: size.runs))
  }

  printHeader(
    "Frame-based hierarchy across every device × orientation "
      + "(\(sweepEnvironments.count) environments, one window)", unit: "views")
  for size in sizes {
    let controller = makeHierarchy(views: size.views, in: singleEnvironment)
    let window = makeWindow(controller, in: sweepEnvironments[sweepEnvironments.count - 1])
    window.makeKeyAndVisible()
    let sweep = median(runs: size.sweepRuns) {
    } _: {
      for environment in sweepEnvironments { window.setEnvironment(environment) }
      check(controller, in: window)
    }
    printRow(
      ResultRow(
        workload: "all devices × orientations", size: size.views,
        environments: sweepEnvironments.count, totalNanoseconds: sweep, runs: size.sweepRuns))
  }
}

// MARK: Scroll views

/// A controller whose view holds one full-screen scroll view (stretching with it).
@MainActor
private func makeScrollController(_ scrollView: UIScrollView) -> UIViewController {
  let bounds = singleEnvironment.screenBounds
  let root = UIView(frame: bounds)
  root.autoresizingMask = [.flexibleWidth, .flexibleHeight]
  scrollView.frame = bounds
  scrollView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
  root.addSubview(scrollView)
  let controller = UIViewController()
  controller.view = root
  return controller
}

@MainActor
private func runScrollBenchmarks() {
  printHeader(
    "Scroll views across every device × orientation "
      + "(\(sweepEnvironments.count) environments, one window)", unit: "items")
  let count = 10_000
  let runs = 9

  let table = UITableView(frame: .zero, style: .plain)
  table.numberOfRowsInSection = [count]
  let grouped = UITableView(frame: .zero, style: .insetGrouped)
  grouped.numberOfRowsInSection = Array(repeating: 100, count: count / 100)
  let collection = UICollectionView(
    frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
  collection.numberOfItemsInSection = [count]
  let workloads: [(String, UIScrollView)] = [
    ("table, 1 × 10,000 rows", table),
    ("table, 100 × 100 rows", grouped),
    ("collection, 10,000 items", collection),
  ]
  for (name, scrollView) in workloads {
    let controller = makeScrollController(scrollView)
    let window = makeWindow(controller, in: sweepEnvironments[sweepEnvironments.count - 1])
    window.makeKeyAndVisible()
    let sweep = median(runs: runs) {
    } _: {
      for environment in sweepEnvironments { window.setEnvironment(environment) }
      precondition(scrollView.contentSize.height > 0, "benchmark: no layout")
    }
    printRow(
      ResultRow(
        workload: name, size: count, environments: sweepEnvironments.count,
        totalNanoseconds: sweep, runs: runs))
  }
}

// MARK: Presentations (issue 13)

/// A navigation controller over a 40-row table; with `sheet`, it presents a page sheet holding a
/// navigation controller over a 10-row table (`Examples/sheet-over-navigation.yaml` in code).
@MainActor
private func makeNavigationScene(sheet: Bool, in environment: Environment) -> (
  UIViewController, UIWindow
) {
  func tableController(rows: Int) -> UIViewController {
    let table = UITableView(frame: environment.screenBounds, style: .plain)
    table.numberOfRowsInSection = [rows]
    let controller = UIViewController()
    controller.view = table
    return controller
  }
  let navigation = UINavigationController(rootViewController: tableController(rows: 40))
  let window = makeWindow(navigation, in: environment)
  window.makeKeyAndVisible()
  if sheet {
    let presented = UINavigationController(rootViewController: tableController(rows: 10))
    presented.sheetPresentationController?.prefersGrabberVisible = true
    navigation.present(presented, animated: false)
  }
  return (navigation, window)
}

/// A double-column split (R14): a 40-row sidebar table and a navigation controller over a
/// 40-row table, with a compact column for phones (`Examples/split-sidebar.yaml` in code). The
/// sweep collapses and expands it as it moves between phones and iPads.
@MainActor
private func makeSplitScene(in environment: Environment) -> (UIViewController, UIWindow) {
  func tableController(rows: Int) -> UIViewController {
    let table = UITableView(frame: environment.screenBounds, style: .plain)
    table.numberOfRowsInSection = [rows]
    let controller = UIViewController()
    controller.view = table
    return controller
  }
  let split = UISplitViewController(style: .doubleColumn)
  split.setViewController(tableController(rows: 40), for: .primary)
  split.setViewController(
    UINavigationController(rootViewController: tableController(rows: 40)), for: .secondary)
  split.setViewController(
    UINavigationController(rootViewController: tableController(rows: 40)), for: .compact)
  let window = makeWindow(split, in: environment)
  window.makeKeyAndVisible()
  return (split, window)
}

@MainActor
private func runPresentationBenchmarks() {
  printHeader(
    "Navigation + table, with and without a sheet, and a split view, across every device ×"
      + " orientation (\(sweepEnvironments.count) environments, one window)", unit: "scenes")
  let runs = 9
  for (name, scene) in [
    ("navigation + table", 0), ("sheet over navigation", 1), ("double-column split view", 2),
  ] {
    let first = sweepEnvironments[sweepEnvironments.count - 1]
    let (controller, window) =
      scene == 2 ? makeSplitScene(in: first) : makeNavigationScene(sheet: scene == 1, in: first)
    let sweep = median(runs: runs) {
    } _: {
      for environment in sweepEnvironments { window.setEnvironment(environment) }
      check(controller, in: window)
    }
    printRow(
      ResultRow(
        workload: name, size: 1, environments: sweepEnvironments.count, totalNanoseconds: sweep,
        runs: runs))
  }
}

// MARK: Entry points

/// Issue 2 item 8: frame-based hierarchies of 10, 1,000 and 100,000 views.
@MainActor
func runLayoutBenchmarks() {
  runHierarchyBenchmarks()
  runPresentationBenchmarks()
}

/// Issue 3 item 7: a 10,000-row table and a 10,000-item collection view.
@MainActor
func runScrollViewBenchmarks() {
  runScrollBenchmarks()
}
