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
    var rootLabels = 0
    // Labels go over the outlines, in one group that carries their style (written before a
    // presentation's backdrop, which dims them with what it covers).
    var labels: [(point: CGPoint, text: String)] = []
    func flushLabels(_ writer: inout SVGWriter) {
      guard !labels.isEmpty else { return }
      writer.open("g", [("class", .text("view-label"))])
      for label in labels {
        writer.element(
          "text", [("x", .number(label.point.x)), ("y", .number(label.point.y))], text: label.text)
      }
      writer.close("g")
      labels = []
    }
    defer { flushLabels(&writer) }
    for view in visibleViews where view.id != snapshot.window.id {
      guard !Self.barClasses.contains(view.className) else { continue }
      if view.className == "UITransitionView" {
        flushLabels(&writer)
        drawPresentationBackdrop(view)
        continue
      }
      let frame = view.frameInWindow
      drawCells(of: view)
      // A view that fills the screen is outlined by the screen's edge.
      if !Drawing.same(frame, screen) {
        writer.empty("rect", SVGWriter.rect(frame) + [("class", .text("view"))])
      }
      var labelPoint = CGPoint(x: frame.minX + 3, y: frame.minY + 11)
      // Below the status bar, whose own label sits at the band's left, when the view starts
      // under it and reaches below it.
      let statusBar = snapshot.statusBarFrame
      if snapshot.isStatusBarVisible, statusBar.height > PointFormat.epsilon,
        statusBar.contains(labelPoint), frame.maxY > statusBar.maxY + 14
      {
        labelPoint.y = statusBar.maxY + 11
      }
      var label = view.sceneID ?? view.className
      if let controller = snapshot.controller(owningRootView: view.id) {
        label = "\(controller.sceneID ?? controller.className).view"
        // Root views fill the screen: label them inside their safe area, where it shows, one
        // above the other.
        let lift = CGFloat(rootLabels) * 11
        rootLabels += 1
        if let safe = view.safeAreaLayoutFrame {
          let area = Drawing.toWindow(safe, in: view)
          labelPoint = CGPoint(x: area.minX + 3, y: area.maxY - 4 - lift)
        } else {
          labelPoint = CGPoint(x: frame.minX + 3, y: frame.maxY - 4 - lift)
        }
      }
      // Out of the screen's rounded corners, where the label would be clipped.
      let corner = outline.cornerRadius
      if labelPoint.y < corner || labelPoint.y > screen.maxY - corner {
        labelPoint.x = min(max(labelPoint.x, corner * 0.75), max(frame.maxX - 20, frame.minX + 3))
      }
      labels.append((labelPoint, label))
    }
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
        writer.element(
          "text",
          [
            ("class", .text("system-label")), ("x", .number(frame.midX)),
            ("y", .number(frame.maxY - 18)), ("text-anchor", .text("middle")),
          ], text: "\(column.column) column \(Markup.number(frame.width))")
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
      // Rows: each one's top edge, and the last one's bottom edge.
      var path = ""
      for rect in rects { path += "M\(n(rect.minX)) \(n(rect.minY))h\(n(rect.width))" }
      if let last = rects.last { path += "M\(n(last.minX)) \(n(last.maxY))h\(n(last.width))" }
      writer.empty("path", [("d", .text(path)), ("class", .text("rows"))])
      return
    }
    var path = ""
    for rect in rects {
      path +=
        "M\(n(rect.minX)) \(n(rect.minY))h\(n(rect.width))v\(n(rect.height))H\(n(rect.minX))z"
    }
    writer.empty("path", [("d", .text(path)), ("class", .text("cell"))])
  }

  /// Scroll content boxes at the current offset, and unreachable content hatched. Not clipped to
  /// the screen: content beyond it shows around the device, up to half a screen away.
  mutating func drawScrollContent() {
    let boxes = contentBoxes
    guard !boxes.isEmpty else { return }
    let limit = extentLimit
    for entry in boxes {
      let name = entry.view.sceneID ?? entry.view.className
      let size = entry.scroll.contentSize
      let box = entry.box.intersection(limit)
      if !box.isNull, box.width > 0, box.height > 0 {
        writer.empty("rect", SVGWriter.rect(box) + [("class", .text("content"))])
        writer.element(
          "text",
          [
            ("class", .text("content-label")), ("x", .number(box.minX + 3)),
            ("y", .number(box.maxY - 3)),
          ],
          text:
            "\(name) content \(Markup.number(size.width)) x \(Markup.number(size.height))"
            + " at offset \(Markup.number(entry.scroll.contentOffset.x)),"
            + " \(Markup.number(entry.scroll.contentOffset.y))")
      }
      guard entry.scroll.hasUnreachableContent else { continue }
      // Drawn where it sits when scrolled as far towards it as scrolling goes (the end, for
      // content past the middle), which is what shows why it never comes into view.
      let content = entry.scroll.unreachableContent
      let (unreachable, offset) = Self.unreachableInWindow(entry.view, entry.scroll)
      let shown = unreachable.intersection(limit)
      writer.comment(
        "\(name): unreachable content \(rectText(content)) in content coordinates, drawn at"
          + " offset \(Markup.number(offset.x)), \(Markup.number(offset.y))")
      guard !shown.isNull, shown.width > 0, shown.height > 0 else { continue }
      writer.empty(
        "rect",
        SVGWriter.rect(shown) + [
          ("class", .text("unreachable")), ("fill", .text("url(#\(hatch))")),
        ])
      writer.element(
        "text",
        [
          ("class", .text("unreachable-label")), ("x", .number(shown.minX + 3)),
          ("y", .number(shown.minY + 11)),
        ],
        text:
          "\(name): unreachable \(Markup.number(content.width)) x \(Markup.number(content.height))"
          + " (scrolled to \(Markup.number(offset.x)), \(Markup.number(offset.y)))")
    }
  }

  mutating func drawStatusBar() {
    let frame = snapshot.statusBarFrame
    guard snapshot.isStatusBarVisible, frame.height > PointFormat.epsilon else { return }
    writer.empty("rect", SVGWriter.rect(frame) + [("class", .text("status-bar"))])
    // The label goes beside the housing, on the left of the band.
    writer.element(
      "text",
      [
        ("class", .text("system-label")), ("x", .number(frame.minX + outline.cornerRadius / 2 + 6)),
        ("y", .number(frame.maxY - 5)),
      ], text: "status bar \(Markup.number(frame.height))")
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
        writer.element(
          "text",
          [
            ("class", .text("system-label middle")), ("x", .number(bar.frame.midX)),
            (
              "y",
              .number(
                vertical
                  ? bar.frame.minY + 60 + CGFloat(index) * 14
                  : bar.frame.minY + min(bar.frame.height, 44) / 2 + 3)
            ),
          ],
          text: vertical
            ? "\(name) \(Markup.number(bar.frame.width)) wide"
            : "\(name) \(Markup.number(bar.frame.height)) (\(kind))")
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
    writer.element(
      "text",
      [
        ("class", .text("system-label")), ("x", .number(frame.midX)),
        ("y", .number(frame.minY + 16)), ("text-anchor", .text("middle")),
      ], text: "keyboard \(Markup.number(frame.height))")
  }
}
