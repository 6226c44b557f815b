import DeviceCatalog
import Foundation
import HeadlessUIKit
import LayoutAudit

/// The device: its screen and bezel, sensor housing, home indicator, window and reserved regions.
extension Drawing {
  /// The screen's white rounded rectangle in its dark bezel: one rectangle whose stroke, painted
  /// under its fill, shows only outside it (``SVGRenderer/bezel`` wide, its outer corners rounded
  /// by the screen's radius plus the bezel, as a round join makes them).
  mutating func drawScreen() {
    var attributes: [(String, SVGWriter.Value)] = [("id", .text(screenID))] + SVGWriter.rect(screen)
    if Markup.coordinate(outline.cornerRadius) != "0" {
      attributes.append(("rx", .number(outline.cornerRadius)))
    }
    writer.empty("rect", attributes + [("class", .text("screen"))])
  }

  /// A device's vertical bar column (R20.2) and reserved regions (R20.3: a fold drawn as a dashed
  /// line when it has no width, an occlusion as a dashed box), as a custom device gives them.
  mutating func drawDeviceRegions() {
    if let column = environment.verticalBarColumn {
      writer.empty("rect", SVGWriter.rect(column) + [("class", .text("vertical-bar"))])
      label(
        "bar column \(Markup.number(column.width)) pt", classes: "window-label",
        spots: [
          .init(column.minX + 4, column.minY + topBaseline + 12),
          .init(column.minX + 4, column.maxY - bottomBaseline - 12),
        ], priority: LabelPlacement.Priority.system)
    }
    for region in environment.reservedRegionFrames {
      let frame = region.frame
      if frame.width < 0.5 || frame.height < 0.5 {
        writer.empty(
          "line",
          [
            ("x1", .number(frame.minX)), ("y1", .number(frame.minY)),
            ("x2", .number(frame.maxX)), ("y2", .number(frame.maxY)),
            ("class", .text("reserved-region")),
          ])
      } else {
        writer.empty("rect", SVGWriter.rect(frame) + [("class", .text("reserved-region"))])
      }
      label(
        region.kind == .division ? "fold (division)" : "occlusion", classes: "window-label",
        spots: [
          .init(frame.minX + 4, frame.minY - bottomBaseline),
          .init(frame.minX + 4, frame.minY + topBaseline),
          .init(frame.minX + 4, frame.maxY + topBaseline),
          .init(frame.maxX - 4, frame.minY - bottomBaseline, .end),
        ], priority: LabelPlacement.Priority.system)
    }
  }

  /// The window controls at the frame the user supplied (R18.3; no source printed it), in window
  /// coordinates, full screen or windowed; labelled as supplied.
  mutating func drawSuppliedWindowControls() {
    guard let frame = outline.windowControlsFrame else { return }
    writer.empty("rect", SVGWriter.rect(frame) + [("class", .text("window-controls"))])
    label(
      "window controls \(Markup.number(frame.width)) x \(Markup.number(frame.height)) at"
        + " (\(Markup.number(frame.minX)), \(Markup.number(frame.minY))) (supplied, R18.3)",
      classes: "window-label",
      spots: [
        .init(frame.minX + 4, frame.maxY + topBaseline),
        .init(frame.maxX - 4, frame.maxY + topBaseline, .end),
        .init(frame.minX + 4, frame.minY - bottomBaseline),
        .init(frame.minX + 4, frame.maxY + topBaseline * 2 + 4),
      ], priority: LabelPlacement.Priority.system)
  }

  /// A window smaller than the screen (R18.1): the rest of the screen shaded, the window's
  /// outline with its size and place, and the corner where the window controls show (R18.3:
  /// their frame is unknown, so only the corner is marked).
  mutating func drawWindow() {
    guard let window = outline.window else { return }
    let frame = environment.windowFrame
    // The screen outside the window, as four bands (even-odd would need a path).
    let bands = [
      CGRect(
        x: screen.minX, y: screen.minY, width: screen.width, height: window.minY - screen.minY),
      CGRect(
        x: screen.minX, y: window.maxY, width: screen.width, height: screen.maxY - window.maxY),
      CGRect(
        x: screen.minX, y: window.minY, width: window.minX - screen.minX, height: window.height),
      CGRect(
        x: window.maxX, y: window.minY, width: screen.maxX - window.maxX, height: window.height),
    ]
    writer.open("g", [("clip-path", .text("url(#\(screenClip))"))])
    for band in bands where band.width > 0.01 && band.height > 0.01 {
      writer.empty("rect", SVGWriter.rect(band) + [("class", .text("outside-window"))])
    }
    writer.close("g")
    writer.empty("rect", SVGWriter.rect(window) + [("class", .text("window"))])
    label(
      "window \(Markup.number(frame.width)) x \(Markup.number(frame.height)) at"
        + " (\(Markup.number(frame.minX)), \(Markup.number(frame.minY)))", classes: "window-label",
      spots: [
        .init(window.minX + 4, window.maxY - bottomBaseline),
        .init(window.maxX - 4, window.maxY - bottomBaseline, .end),
        .init(window.minX + 4, window.maxY + topBaseline),
      ], priority: LabelPlacement.Priority.system)
    if outline.windowControls, outline.windowControlsFrame == nil {
      writer.empty(
        "circle",
        [
          ("cx", .number(window.minX + 12)), ("cy", .number(window.minY + 12)), ("r", .number(5)),
          ("class", .text("window-controls")),
        ])
      label(
        "window controls (frame not published, R18.3)", classes: "window-label",
        spots: [
          .init(window.minX + 22, window.minY + 12 + labelSize * 0.35),
          .init(window.minX + 6, window.minY + 20 + topBaseline),
        ], priority: LabelPlacement.Priority.system)
    }
  }

  mutating func drawHardware() {
    if let housing = outline.housing {
      switch housing.shape {
      case .island:
        let radius = min(housing.rect.width, housing.rect.height) / 2
        writer.empty(
          "rect",
          SVGWriter.rect(housing.rect) + [
            ("rx", .number(radius)), ("class", .text("housing")),
          ])
      case .notch:
        writer.empty(
          "path", [("d", .text(notchPath(housing))), ("class", .text("housing"))])
      }
    }
    if let indicator = outline.homeIndicator {
      // A pill: a line as thick as the pill is high, with round caps.
      let n = Markup.coordinate
      let radius = indicator.height / 2
      writer.empty(
        "path",
        [
          (
            "d",
            .text(
              "M\(n(indicator.minX + radius)) \(n(indicator.midY))H\(n(indicator.maxX - radius))")
          ),
          ("class", .text("home-indicator")),
        ])
    }
  }

  /// A notch: flat against its screen edge, rounded (radius 8) at the two inner corners.
  func notchPath(_ housing: DeviceOutline.Housing) -> String {
    let r = housing.rect
    let n = Markup.coordinate
    switch housing.edge {
    case .top, .bottom:
      let radius = min(8, r.width / 2, r.height)
      let (edgeY, innerY, sweep) =
        housing.edge == .top ? (r.minY, r.maxY, 0) : (r.maxY, r.minY, 1)
      let towards: CGFloat = housing.edge == .top ? -radius : radius
      return "M\(n(r.minX)) \(n(edgeY)) L\(n(r.minX)) \(n(innerY + towards))"
        + " A\(n(radius)) \(n(radius)) 0 0 \(sweep) \(n(r.minX + radius)) \(n(innerY))"
        + " L\(n(r.maxX - radius)) \(n(innerY))"
        + " A\(n(radius)) \(n(radius)) 0 0 \(sweep) \(n(r.maxX)) \(n(innerY + towards))"
        + " L\(n(r.maxX)) \(n(edgeY)) Z"
    case .left, .right:
      let radius = min(8, r.height / 2, r.width)
      let (edgeX, innerX, sweep) =
        housing.edge == .left ? (r.minX, r.maxX, 1) : (r.maxX, r.minX, 0)
      let towards: CGFloat = housing.edge == .left ? -radius : radius
      return "M\(n(edgeX)) \(n(r.minY)) L\(n(innerX + towards)) \(n(r.minY))"
        + " A\(n(radius)) \(n(radius)) 0 0 \(sweep) \(n(innerX)) \(n(r.minY + radius))"
        + " L\(n(innerX)) \(n(r.maxY - radius))"
        + " A\(n(radius)) \(n(radius)) 0 0 \(sweep) \(n(innerX + towards)) \(n(r.maxY))"
        + " L\(n(edgeX)) \(n(r.maxY)) Z"
    }
  }
}
