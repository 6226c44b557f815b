import DeviceCatalog
import Foundation
import LayoutAudit

/// One picture of a report: a scene laid out in the environments it stands for (their layouts are
/// equal), drawn as the first of them, with its SVG.
public struct RenderPage: Hashable, Sendable {
  /// The scene's name in the report (its file name without the extension).
  public var scene: String
  /// The scene file as given.
  public var file: String
  /// The environments the picture stands for, in matrix order; never empty. The first is the one
  /// drawn (its device's screen, corners and sensor housing).
  public private(set) var environments: [Environment]
  /// The SVG document (``SVGRenderer/render(_:as:marks:title:idPrefix:)``).
  public var svg: String
  /// Where the SVG file is, relative to the report (`A0-1/iphone-x-portrait.svg`).
  public var path: String
  /// The findings drawn in the picture, with their numbers and amounts.
  public var marks: [FindingMark]

  /// The environment drawn.
  public var environment: Environment {
    guard let first = environments.first else {
      preconditionFailure("a RenderPage stands for at least one environment")
    }
    return first
  }

  /// Creates a page.
  ///
  /// - Precondition: `environments` is not empty.
  public init(
    scene: String, file: String, environments: [Environment], svg: String, path: String,
    marks: [FindingMark] = []
  ) {
    precondition(!environments.isEmpty, "a RenderPage stands for at least one environment")
    self.scene = scene
    self.file = file
    self.environments = environments
    self.svg = svg
    self.path = path
    self.marks = marks
  }

  /// The file name of the picture of `environment`: `iphone-x-portrait`,
  /// `iphone-x-landscape-left`, with `-ios11` when `includeIOS` is set.
  public static func fileStem(for environment: Environment, includeIOS: Bool = false) -> String {
    let orientation: String
    switch environment.orientation {
    case .portrait: orientation = "portrait"
    case .portraitUpsideDown: orientation = "portrait-upside-down"
    case .landscapeLeft: orientation = "landscape-left"
    case .landscapeRight: orientation = "landscape-right"
    }
    var stem = DeviceCatalog.slug(environment.device.id) + "-" + orientation
    if includeIOS { stem += "-ios\(environment.ios)" }
    if environment.statusBarHidden { stem += "-status-bar-hidden" }
    if environment.keyboard.isShown { stem += "-keyboard" }
    if let window = environment.windowedFrame {
      stem += "-window-\(PointFormat.string(window.width))x\(PointFormat.string(window.height))"
      if window.minX != 0 || window.minY != 0 {
        stem += "-at-\(PointFormat.string(window.minX))-\(PointFormat.string(window.minY))"
      }
    }
    if environment.windowControls { stem += "-window-controls" }
    if environment.barsMinimized != nil { stem += "-bars-minimized" }
    return DeviceCatalog.slug(stem)
  }

  /// The picture's width and height in CSS pixels (its SVG's `width` and `height`).
  public var size: CGSize {
    CGSize(
      width: HTMLReport.attribute("width", in: svg) ?? 0,
      height: HTMLReport.attribute("height", in: svg) ?? 0)
  }
}
