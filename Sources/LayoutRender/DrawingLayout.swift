import DeviceCatalog
import Foundation
import HeadlessUIKit
import LayoutAudit

/// What the layout computed: safe areas and margins, views and their labels, split columns,
/// presentations, cells, scroll content, the status bar, bars and the keyboard.
extension Drawing {
  /// The safe area and layout margins of each controller's root view (iOS 10 behaviour: the
  /// area between the top and bottom layout guides).
  mutating func drawSafeAreas() {
    var drawn: [(area: CGRect, margins: CGRect)] = []
    for controller in snapshot.allControllers {
      guard let rootID = controller.rootViewID, let root = snapshot.view(id: rootID),
        !root.isHidden
      else { continue }
      let name = "\(controller.sceneID ?? controller.className).view"
      let area: CGRect
      let label: String
      if let frame = root.safeAreaLayoutFrame {
        area = Drawing.toWindow(frame, in: root)
        label = "\(name) safe area"
      } else {
        let bounds = root.bounds
        area = Drawing.toWindow(
          CGRect(
            x: bounds.minX, y: bounds.minY + controller.topLayoutGuideLength, width: bounds.width,
            height: max(
              0,
              bounds.height - controller.topLayoutGuideLength - controller.bottomLayoutGuideLength)),
          in: root)
        label = "\(name) layout guides"
      }
      writer.comment("\(label): \(rectText(area))")
      let margins = Drawing.toWindow(root.layoutMarginsLayoutFrame, in: root)
      // A container's child often has the same safe area and margins: drawn once.
      guard
        !drawn.contains(where: { Drawing.same($0.area, area) && Drawing.same($0.margins, margins) })
      else { continue }
      drawn.append((area, margins))
      writer.empty("rect", SVGWriter.rect(area) + [("class", .text("safe-area"))])
      writer.empty("rect", SVGWriter.rect(margins) + [("class", .text("margins"))])
    }
  }

  /// Every visible view as an outlined box with its id (or class), and table cells and
  /// collection items as light boxes.
  mutating func drawViews() {
    // Labels go over the outlines, in one group that carries their style (written before a
    // presentation's backdrop, which dims them with what it covers).
    var labels: [LabelPlacement.Placed] = []
    func flushLabels(_ drawing: inout Drawing) {
      guard !labels.isEmpty else { return }
      drawing.writer.open("g", [("class", .text("view-label"))])
      for label in labels { drawing.write(label, classes: nil) }
      drawing.writer.close("g")
      labels = []
    }
    defer { flushLabels(&self) }
    let bands = barBands
    for view in visibleViews where view.id != snapshot.window.id {
      guard !Self.barClasses.contains(view.className) else { continue }
      if view.className == "UITransitionView" {
        flushLabels(&self)
        drawPresentationBackdrop(view)
        continue
      }
      let frame = view.frameInWindow
      drawCells(of: view)
      var text = view.sceneID ?? view.className
      var spots = viewLabelSpots(frame)
      var priority = LabelPlacement.Priority.view
      if let controller = snapshot.controller(owningRootView: view.id) {
        text = "\(controller.sceneID ?? controller.className).view"
        // Root views fill the screen: labelled inside their safe area, where it shows, after
        // the views inside them.
        let area = view.safeAreaLayoutFrame.map { Drawing.toWindow($0, in: view) } ?? frame
        spots = viewLabelSpots(area, outside: false) + spots
        priority += 1
      }
      // Not under a bar or the status bar, which are drawn over the views.
      spots = spots.filter { spot in !bands.contains { $0.contains(spot.point) } }
      let placed = request(
        LabelPlacement.Request(text: text, spots: spots, priority: priority))
      // A view that fills the screen is outlined by the screen's edge. A view whose name fits
      // nowhere carries it as the outline's title.
      if !Drawing.same(frame, screen) {
        if placed == nil || placed?.text != text {
          writer.open("rect", SVGWriter.rect(frame) + [("class", .text("view"))])
          writer.element("title", [], text: text)
          writer.close("rect")
        } else {
          writer.empty("rect", SVGWriter.rect(frame) + [("class", .text("view"))])
        }
      }
      if let placed { labels.append(placed) }
    }
  }

  /// The bands drawn over the views: the status bar and every shown bar.
  var barBands: [CGRect] {
    var result: [CGRect] = []
    if snapshot.isStatusBarVisible { result.append(snapshot.statusBarFrame) }
    for controller in snapshot.allControllers {
      for bar in [controller.navigationBar, controller.toolbar, controller.tabBar] {
        if let bar, !bar.isHidden { result.append(bar.frame) }
      }
    }
    return result
  }

  /// Where a view's name may go, best first: inside its four corners, then just outside it
  /// (above, below).
  func viewLabelSpots(_ frame: CGRect, outside: Bool = true) -> [LabelPlacement.Spot] {
    let top = frame.minY + topBaseline
    let bottom = frame.maxY - bottomBaseline
    var spots: [LabelPlacement.Spot] = [
      .init(frame.minX + 3, top), .init(frame.maxX - 3, top, .end),
      .init(frame.minX + 3, bottom), .init(frame.maxX - 3, bottom, .end),
    ]
    // Then down a tall view's left edge, a line and a half apart (at most six more).
    let step = max(labelSize * 1.5, frame.height / 6)
    var y = top + step
    while y < bottom - labelSize {
      spots.append(.init(frame.minX + 3, y))
      y += step
    }
    if outside {
      let above = frame.minY - bottomBaseline
      let below = frame.maxY + topBaseline
      let middle = frame.midY + labelSize * 0.35
      spots += [
        .init(frame.minX + 3, above), .init(frame.minX + 3, below),
        .init(frame.maxX - 3, above, .end), .init(frame.maxX - 3, below, .end),
        .init(frame.minX - 3, middle, .end),
        .init(frame.maxX + 3, middle),
      ]
    }
    return spots
  }

  /// R14.5: each shown column of an expanded split view, the floating sidebar as a card over
  /// the column it covers, labelled with its column and width.
  mutating func drawSplitColumns() {
    for controller in snapshot.allControllers {
      guard let split = controller.split, !split.isCollapsed else { continue }
      // Back to front: the secondary first, the floating primary last.
      for column in split.columns.reversed() where column.isShown {
        guard let id = column.rootViewID, let view = snapshot.view(id: id) else { continue }
        let frame = view.frameInWindow
        writer.comment("\(controller.displayName) \(column.column) column: \(rectText(frame))")
        let floating = column.column == "primary" && snapshot.environment.ios >= 26
        writer.empty(
          "rect",
          SVGWriter.rect(frame) + [
            ("rx", .number(floating ? 12 : 0)),
            ("class", .text(floating ? "split-column sidebar" : "split-column")),
          ])
        label(
          "\(column.column) column \(Markup.number(frame.width))", classes: "system-label",
          spots: [
            .init(frame.midX, frame.maxY - bottomBaseline - 12, .middle),
            .init(frame.midX, frame.minY + topBaseline + 60, .middle),
          ], priority: LabelPlacement.Priority.system)
      }
    }
  }

  /// R13: a sheet dims what it covers and is drawn as a rounded card with its grabber; a
  /// full-screen presentation covers the presenter.
  mutating func drawPresentationBackdrop(_ container: ViewSnapshot) {
    guard let presented = container.subviews.first,
      let controller = snapshot.controller(owningRootView: presented.id),
      let presentation = controller.presentation
    else { return }
    let card = presented.frameInWindow
    writer.comment(
      "\(controller.displayName) presented as \(presentation.resolvedStyle.rawValue):"
        + " \(rectText(card))")
    guard presentation.isSheet, card != screen else { return }
    writer.empty(
      "rect",
      SVGWriter.rect(screen) + [
        ("fill", .text("#000")), ("fill-opacity", .number(0.2)), ("class", .text("dimming")),
      ])
    writer.empty(
      "rect",
      SVGWriter.rect(card) + [
        ("rx", .number(presentation.resolvedStyle == .formSheet ? 32 : 12)),
        ("fill", .text("#fff")), ("stroke", .text("#888")), ("class", .text("sheet")),
      ])
    if let grabber = presentation.grabberFrame {
      writer.empty(
        "rect",
        SVGWriter.rect(grabber) + [
          ("rx", .number(2.5)), ("fill", .text("#999")), ("class", .text("grabber")),
        ])
    }
  }

  /// A table's cells or a collection's items: one path of rectangles, each cut to the scroll
  /// view's frame (a rectangle cut by a rectangle needs no clip path); rows that span the scroll
  /// view's width are drawn as the lines between them.
  mutating func drawCells(of view: ViewSnapshot) {
    var frames: [CGRect] = []
    if let table = view.table {
      for section in table.sections { frames += section.map(\.frame) }
    }
    if let collection = view.collection {
      for section in collection.sections { frames += section }
    }
    guard !frames.isEmpty else { return }
    let visible = view.frameInWindow
    let rects = frames.prefix(SVGRenderer.maximumCells).compactMap { frame -> CGRect? in
      let rect = Drawing.toWindow(frame, in: view).intersection(visible)
      return !rect.isNull && rect.width > 0 && rect.height > 0 ? rect : nil
    }
    guard !rects.isEmpty else { return }
    let n = Markup.coordinate
    if rects.allSatisfy({ PointFormat.nearlyEqual($0.width, visible.width) }) {
      drawRows(rects)
      return
    }
    var path = ""
    for rect in rects {
      path +=
        "M\(n(rect.minX)) \(n(rect.minY))h\(n(rect.width))v\(n(rect.height))H\(n(rect.minX))z"
    }
    writer.empty("path", [("d", .text(path)), ("class", .text("cell"))])
  }

  /// Rows that span their scroll view: each one's top edge and the last one's bottom edge, as
  /// 0.5-pt lines. A run of at least ``evenRowRun`` lines the same distance apart (a table of
  /// rows of one height) is one dashed stroke down the rows' middle, as wide as a row, whose
  /// 0.5-pt dashes are the lines (`M187.5 31.75V1352.25` with `stroke-width="375"` and
  /// `stroke-dasharray="0.5 43.5"`; its class sets no width): the same lines in fewer bytes
  /// (issue 31's size budget). Other lines are drawn one by one.
  mutating func drawRows(_ rects: [CGRect]) {
    let n = Markup.coordinate
    var lines = rects.map { (x: $0.minX, y: $0.minY, width: $0.width) }
    if let last = rects.last { lines.append((last.minX, last.maxY, last.width)) }
    var single = ""
    var at = 0
    while at < lines.count {
      // The longest run from `at` of lines as wide, at the same x and evenly spaced.
      var end = at + 1
      if at + 1 < lines.count {
        let step = lines[at + 1].y - lines[at].y
        while end < lines.count, step > 1,
          PointFormat.nearlyEqual(lines[end].x, lines[at].x),
          PointFormat.nearlyEqual(lines[end].width, lines[at].width),
          abs(lines[end].y - (lines[at].y + step * CGFloat(end - at))) < 0.01
        {
          end += 1
        }
      }
      if end - at >= Self.evenRowRun {
        let first = lines[at]
        let step = lines[at + 1].y - first.y
        let last = first.y + step * CGFloat(end - at - 1)
        writer.empty(
          "path",
          [
            (
              "d",
              .text(
                "M\(n(first.x + first.width / 2)) \(n(first.y - 0.25))V\(n(last + 0.25))")
            ),
            ("stroke-width", .number(first.width)),
            ("stroke-dasharray", .text("0.5 \(n(step - 0.5))")),
            ("class", .text("row-run")),
          ])
        at = end
      } else {
        for line in lines[at..<end] { single += "M\(n(line.x)) \(n(line.y))h\(n(line.width))" }
        at = end
      }
    }
    if !single.isEmpty { writer.empty("path", [("d", .text(single)), ("class", .text("rows"))]) }
  }

  /// The fewest evenly spaced row lines drawn as one dashed stroke: a dashed stroke is about 90
  /// bytes, a line 15 (measured on Examples: 4, 6 and 8 give 146, 144 and 143 KB of rows).
  static let evenRowRun = 6

  /// Scroll content boxes at the current offset, and unreachable content hatched, cut at the
  /// screen's edge (the picture is the device's size, issue 31): what lies beyond an edge is said
  /// in the label (`content 375 x 1400 at offset 0, -88; 500 pt more below`).
  mutating func drawScrollContent() {
    let boxes = contentBoxes
    guard !boxes.isEmpty else { return }
    for entry in boxes {
      let name = entry.view.sceneID ?? entry.view.className
      let size = entry.scroll.contentSize
      let box = entry.box
      let visibleFrame = entry.view.frameInWindow.intersection(screen)
      if box.width > 0, box.height > 0 {
        writer.empty("rect", SVGWriter.rect(box) + [("class", .text("content"))])
        let shown = box.intersection(screen)
        let area = shown.isNull ? visibleFrame : shown
        if !area.isNull {
          label(
            "\(name) content \(Markup.number(size.width)) x \(Markup.number(size.height)) at offset"
              + " \(Markup.number(entry.scroll.contentOffset.x)),"
              + " \(Markup.number(entry.scroll.contentOffset.y))" + beyond(box),
            classes: "content-label", spots: insideSpots(area),
            priority: LabelPlacement.Priority.content)
        }
      }
      guard entry.scroll.hasUnreachableContent else { continue }
      // Drawn where it sits when scrolled as far towards it as scrolling goes (the end, for
      // content past the middle), which is what shows why it never comes into view.
      let content = entry.scroll.unreachableContent
      let (unreachable, offset) = Self.unreachableInWindow(entry.view, entry.scroll)
      writer.comment(
        "\(name): unreachable content \(rectText(content)) in content coordinates, drawn at"
          + " offset \(Markup.number(offset.x)), \(Markup.number(offset.y))")
      guard unreachable.width > 0, unreachable.height > 0 else { continue }
      writer.empty(
        "rect",
        SVGWriter.rect(unreachable) + [
          ("class", .text("unreachable")), ("fill", .text("url(#\(hatch))")),
        ])
      // Its label inside what shows of it, or at the screen's edge nearest to it.
      let shown = unreachable.intersection(screen)
      var spots = shown.isNull ? [] : insideSpots(shown)
      let edge = CGRect(
        x: min(max(unreachable.minX, screen.minX), screen.maxX - 1),
        y: min(max(unreachable.minY, screen.minY), screen.maxY - 1), width: 1, height: 1)
      spots += insideSpots(
        visibleFrame.isNull ? screen : visibleFrame.union(edge).intersection(screen))
      label(
        "\(name): unreachable \(Markup.number(content.width)) x \(Markup.number(content.height))"
          + " (scrolled to \(Markup.number(offset.x)), \(Markup.number(offset.y)))"
          + beyond(unreachable),
        classes: "unreachable-label", spots: spots, priority: LabelPlacement.Priority.finding,
        bold: true)
    }
  }

  /// How far `box` reaches past the screen's edges, in words: ` · 500 pt below off screen`
  /// (empty when it does not).
  func beyond(_ box: CGRect) -> String {
    var parts: [String] = []
    let sides: [(CGFloat, String)] = [
      (screen.minY - box.minY, "above"), (box.maxY - screen.maxY, "below"),
      (screen.minX - box.minX, "to the left"), (box.maxX - screen.maxX, "to the right"),
    ]
    for (amount, side) in sides where amount > 0.5 {
      parts.append("\(Markup.number(min(amount, max(box.width, box.height)))) pt \(side)")
    }
    return parts.isEmpty ? "" : " · " + parts.joined(separator: ", ") + " off screen"
  }

  /// Spots inside `area`: its four corners, then its middle.
  func insideSpots(_ area: CGRect) -> [LabelPlacement.Spot] {
    let top = area.minY + topBaseline
    let bottom = area.maxY - bottomBaseline
    var spots: [LabelPlacement.Spot] = [
      .init(area.minX + 3, bottom), .init(area.minX + 3, top), .init(area.maxX - 3, bottom, .end),
      .init(area.maxX - 3, top, .end), .init(area.midX, area.midY + labelSize * 0.35, .middle),
    ]
    // Then down a tall area, a line and a half apart (at most eight more).
    let step = max(labelSize * 1.5, area.height / 8)
    var y = top + step
    while y < bottom - labelSize {
      spots.append(.init(area.minX + 3, y))
      y += step
    }
    return spots
  }

  mutating func drawStatusBar() {
    let frame = snapshot.statusBarFrame
    guard snapshot.isStatusBarVisible, frame.height > PointFormat.epsilon else { return }
    writer.empty("rect", SVGWriter.rect(frame) + [("class", .text("status-bar"))])
    // The label goes beside the housing, on the left of the band (or on its right).
    let baseline = frame.maxY - max(bottomBaseline, (frame.height - labelSize) / 2)
    let inset = outline.cornerRadius / 2 + 6
    label(
      "status bar \(Markup.number(frame.height))", classes: "system-label",
      spots: [
        .init(frame.minX + inset, baseline), .init(frame.maxX - inset, baseline, .end),
        .init(frame.midX, baseline, .middle),
      ], priority: LabelPlacement.Priority.system)
  }

  mutating func drawBars() {
    for controller in snapshot.allControllers {
      let bars: [(String, BarSnapshot?)] = [
        ("navigation bar", controller.navigationBar), ("toolbar", controller.toolbar),
        ("tab bar", controller.tabBar),
      ]
      for (index, (name, bar)) in bars.enumerated() {
        guard let bar, !bar.isHidden, bar.frame.height > PointFormat.epsilon else { continue }
        let kind = bar.isTranslucent ? "translucent" : "opaque"
        writer.comment("\(controller.displayName) \(name) (\(kind)): \(rectText(bar.frame))")
        writer.empty(
          "rect",
          SVGWriter.rect(bar.frame) + [("class", .text(bar.isTranslucent ? "bar" : "bar opaque"))])
        // R20.2: bars in the vertical column share it; their labels stack down the column.
        let vertical = environment.verticalBarColumn != nil && bar.frame.height > bar.frame.width
        let frame = bar.frame
        let middle = frame.minY + min(frame.height, 44) / 2 + labelSize * 0.35
        let spots: [LabelPlacement.Spot] =
          vertical
          ? [.init(frame.midX, frame.minY + 60 + CGFloat(index) * (labelSize + 4), .middle)]
          : [
            .init(frame.midX, middle, .middle), .init(frame.minX + 8, middle),
            .init(frame.maxX - 8, middle, .end),
          ]
        label(
          vertical
            ? "\(name) \(Markup.number(frame.width)) wide"
            : "\(name) \(Markup.number(frame.height)) (\(kind))", classes: "system-label",
          spots: spots, priority: LabelPlacement.Priority.system)
        if let platter = bar.platterFrame {
          // R17.2: the iOS 26 floating tab bar's platter.
          writer.empty(
            "rect",
            SVGWriter.rect(platter) + [
              ("rx", .number(platter.height / 2)), ("fill", .text("none")),
              ("stroke", .text("#666")), ("class", .text("platter")),
            ])
        }
      }
    }
  }

  /// R16.1: the docked keyboard, when shown.
  mutating func drawKeyboard() {
    let frame = snapshot.keyboardFrame
    guard frame.height > PointFormat.epsilon else { return }
    writer.comment("keyboard: \(rectText(frame))")
    writer.empty(
      "rect",
      SVGWriter.rect(frame) + [
        ("fill", .text("#d1d3d9")), ("fill-opacity", .number(0.9)), ("class", .text("keyboard")),
      ])
    label(
      "keyboard \(Markup.number(frame.height))", classes: "system-label",
      spots: [
        .init(frame.midX, frame.minY + topBaseline + 2, .middle),
        .init(frame.minX + 8, frame.minY + topBaseline + 2),
      ], priority: LabelPlacement.Priority.system)
  }
}
