import ArgumentParser
import Findings
import Foundation
import SafeAreaKit
import TextEscaping

extension SafeArea {
  /// `safearea render FILE... --out DIR`: one picture per distinct layout, in one SVG sheet per
  /// scene, and an HTML report.
  struct Render: ParsableCommand {
    static let configuration = CommandConfiguration(
      abstract: "Draw scenes on every device and orientation: SVGs and an HTML report.",
      discussion: """
        Writes DIR/index.html (the findings first, each with the picture where it is worst and \
        one where the same screen is right; then the scenes), a page DIR/<scene>.html per scene \
        and one SVG sheet DIR/pictures/<scene>.svg per scene holding one picture per distinct \
        layout (environments whose layouts are equal share it), each shown alone by its view \
        <scene>.svg#<device>-<orientation> (-ios<N> is added when several iOS versions are \
        given). A scene that cannot be laid out is reported and left out; the others are drawn. \
        Exit status: 0 success; 64 bad usage; 65 bad input (the report of the others is still \
        written); 73 the output cannot be written.
        """)

    @Argument(help: "Scene files (.yaml, .yml, .json), storyboards, xibs, or directories of them.")
    var files: [String]

    @Option(name: .long, help: "The directory to write into (created if missing).")
    var out: String

    @OptionGroup var matrix: MatrixOptions

    @OptionGroup var selection: SceneSelection

    @OptionGroup var rules: AuditRulesOption

    func validate() throws {
      if files.isEmpty { throw ValidationError("give at least one scene file") }
      if out.isEmpty { throw ValidationError("--out must name a directory, not an empty path") }
      try matrix.check()
    }

    func run() throws {
      var request = RenderRequest(paths: files, directory: out)
      request.matrix = matrix.request
      request.scene = selection.scene
      request.rules = rules.rules
      var status: Int32 = 0
      try reportingInputErrors { status = try request.run(output: emit) }
      if status != 0 { throw ExitCode(status) }
    }
  }
}

/// The device matrix of `audit` and `render`, declared once: `--devices`, `--orientations`,
/// `--ios`, `--keyboard`, `--windows`, `--verbose`, `--bars-minimized` and the
/// ``SharedLayoutOptions``; the library's
/// ``SafeAreaKit/MatrixRequest`` resolves them.
struct MatrixOptions: ParsableArguments {
  @Option(
    help: """
      'all', a family (iphone, ipad, notched, dynamic-island, home-button, face-id) or device \
      names, separated by commas (default: all); 'scene': each scene file's own device (a custom \
      device with displays, a vertical bar or reserved regions); a scene file's path (.yaml, \
      .json): that file's device, on each display, for every input.
      """)
  var devices: String?

  @Option(
    help: """
      portrait, landscape (or landscapeLeft, …), separated by commas (default: \
      portrait,landscape).
      """)
  var orientations: String?

  @Option(help: "iOS behaviour versions separated by commas (default: each device's newest).")
  var ios: String?

  @OptionGroup var shared: SharedLayoutOptions

  @Flag(help: "Also lay out with the docked software keyboard shown (both keyboard states).")
  var keyboard = false

  @Option(
    help: """
      The app's window sizes, separated by commas: full, half, third, two-thirds, slide-over \
      (iPad Split View / Slide Over up to iPadOS 18), or WxH (an iPad window, an iOS 27 \
      resizable iPhone app) at the screen's top-leading corner (default: full). Sizes that do \
      not exist for a device, orientation or iOS version are left out with a note.
      """)
  var windows: String?

  @Flag(
    help: """
      Also print the catalog's notes: poses no source measured (the iPhone Duo's inner display \
      in portrait), left out of the matrix. Shown without it when you named the device.
      """)
  var verbose = false

  @Flag(help: "Also lay out with the tab bar and navigation bar minimised (iOS 26+; R19.2).")
  var barsMinimized = false

  /// The library's request.
  var request: MatrixRequest {
    var request = MatrixRequest()
    request.devices = devices
    request.orientations = orientations
    request.ios = ios
    request.statusBarHidden = shared.statusBarHidden
    request.keyboard = keyboard
    request.windows = windows
    request.verbose = verbose
    request.barsMinimized = barsMinimized
    request.minimizedNavigationBarHeight = shared.minimizedNavigationBarHeight
    request.windowControlsFrame = shared.windowControlsFrame?.rect
    request.appIdiom = shared.appIdiom
    return request
  }

  /// Whether `--devices` names a scene file whose device stands in for the catalog's.
  var devicesFile: String? { request.devicesFile }

  /// The values that parse without reading a file, as usage errors (called by the commands'
  /// `validate()`, after their own checks).
  func check() throws {
    do {
      try request.validate()
    } catch let error as OptionError {
      throw ValidationError(error.description)
    }
  }
}
