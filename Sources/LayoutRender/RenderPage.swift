import DeviceCatalog
import Foundation
import LayoutAudit

/// One picture of a report: a scene laid out in the environments it stands for (their layouts are
/// equal), drawn as the first of them in its scene's sheet (``SVGSheet``).
public struct RenderPage: Hashable, Sendable {
  /// The scene's name in the report (its file name without the extension).
  public var scene: String
  /// The scene file as given.
  public var file: String
  /// The environments the picture stands for, in matrix order; never empty. The first is the one
  /// drawn (its device's screen, corners and sensor housing).
  public private(set) var environments: [Environment]
  /// Where the picture is, relative to the report: its scene's sheet and the fragment that
  /// shows it alone (`pictures/A0-1.svg#p3`).
  public var path: String
  /// The picture's name: its view in the sheet (`iphone-x-portrait`, ``fileStem(for:includeIOS:)``
  /// of the environment drawn), also its figure's id on the scene's page.
  public var name: String {
    path.firstIndex(of: "#").map { String(path[path.index(after: $0)...]) } ?? path
  }
  /// The picture's width and height in points (one CSS pixel each).
  public var size: CGSize
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
    scene: String, file: String, environments: [Environment], path: String, size: CGSize,
    marks: [FindingMark] = []
  ) {
    precondition(!environments.isEmpty, "a RenderPage stands for at least one environment")
    self.scene = scene
    self.file = file
    self.environments = environments
    self.path = path
    self.size = size
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
    if let frame = environment.suppliedWindowControlsFrame {
      stem +=
        "-\(PointFormat.string(frame.minX))-\(PointFormat.string(frame.minY))"
        + "-\(PointFormat.string(frame.width))x\(PointFormat.string(frame.height))"
    }
    if environment.barsMinimized != nil { stem += "-bars-minimized" }
    return DeviceCatalog.slug(stem)
  }
}
