import DeviceCatalog
import Foundation
import LayoutAudit

/// One rendered picture: a scene file laid out in one environment, with its SVG.
public struct RenderPage: Hashable, Sendable {
  /// The scene's name in the report (its file name without the extension).
  public var scene: String
  /// The scene file as given.
  public var file: String
  /// The environment the scene was laid out in.
  public var environment: Environment
  /// The SVG document (``SVGRenderer/render(_:findings:title:idPrefix:)``).
  public var svg: String
  /// Where the SVG file is, relative to the report (`A0-1/iphone-x-portrait.svg`).
  public var path: String

  /// Creates a page.
  public init(scene: String, file: String, environment: Environment, svg: String, path: String) {
    self.scene = scene
    self.file = file
    self.environment = environment
    self.svg = svg
    self.path = path
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
    return stem
  }
}
