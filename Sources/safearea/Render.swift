import ArgumentParser
import DeviceCatalog
import Findings
import Foundation
import HeadlessUIKit
import LayoutAudit
import LayoutRender
import SceneDocument
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

    @Option(
      help: ArgumentHelp(
        "The rules are audit's: the default ones; 'all' also draws the findings of the opt-in rules"
          + " (off while their measured precision is below 90 %: 'safearea rules'), or rule ids,"
          + " comma-separated.",
        valueName: "rules"))
    var rules: String?

    func validate() throws {
      if files.isEmpty { throw ValidationError("give at least one scene file") }
      if let rules {
        var configuration = Configuration()
        try ReportingOptions.optIn(rules, into: &configuration)
      }
      if out.isEmpty { throw ValidationError("--out must name a directory, not an empty path") }
      _ = try matrix.parsedOrientations()
      _ = try matrix.parsedVersions()
      _ = try matrix.parsedWindows()
    }

    func run() throws {
      var written: RenderOutput?
      try reportingInputErrors {
        var auditMatrix = try matrix.auditMatrix()
        var scenes: [(name: String, file: String, source: LayoutSource)] = []
        for source in try LayoutSources.load(files, scene: selection.scene) {
          scenes.append(
            (Self.uniqueName(for: source.name, taken: scenes.map(\.name)), source.file, source))
        }
        try matrix.sceneDevices(scenes.map(\.source), into: &auditMatrix)
        // After `--devices scene` has put the files' own devices in: the notes count those.
        for note in auditMatrix.windowNotes { printError("note: \(note)") }
        if matrix.verbose {
          for note in auditMatrix.catalogNotes { printError("note: \(note)") }
        }
        // The rules `audit` runs: the default ones, and the opt-in ones `--rules` names.
        var configuration = Configuration()
        if let rules { try ReportingOptions.optIn(rules, into: &configuration) }
        written = try MainActor.assumeIsolated { [configuration] () throws -> RenderOutput in
          try Self.render(scenes, matrix: auditMatrix, configuration: configuration)
        }
      }
      guard let written else { return }
      do {
        try written.write(to: out)
      } catch {
        printError("error: cannot write to '\(out)': \(error)")
        throw ExitCode(73)
      }
      emit(written.summary(directory: out).escapingControlCharacters)
      guard !written.failures.isEmpty else { return }
      for failure in written.failures {
        // Located reader errors describe themselves escaped, with their source line and caret.
        RecordedStream.standardError.write(failure.message)
      }
      printError(
        "error: \(written.failures.count) of \(written.failures.count + written.scenes) scene(s)"
          + " could not be laid out (above); the others are drawn")
      throw ExitCode(65)
    }

    /// Lays every scene out in every environment (once per distinct layout), audits it, and
    /// renders the pictures and the report.
    @MainActor
    ///
    /// - Parameter configuration: the rules it enables are the ones run (`audit --render`).
    static func render(
      _ scenes: [(name: String, file: String, source: LayoutSource)], matrix: AuditMatrix,
      configuration: Configuration? = nil, includeApproximate: Bool = false
    ) throws -> RenderOutput {
      var byName: [String: LayoutSource] = [:]  // lookups only, never iterated
      for scene in scenes { byName[scene.name] = scene.source }
      var layouts: [String: [AuditedLayout]] = [:]  // lookups only, never iterated
      var auditor =
        configuration.map { Auditor(matrix: matrix, configuration: $0) } ?? Auditor(matrix: matrix)
      auditor.reportsApproximateOutlines = includeApproximate
      let report = auditor.audit(
        files: scenes.map(\.name),
        layout: { name, environment in
          guard let source = byName[name] else {
            throw InputError(description: "'\(name)' was not loaded")
          }
          return try source.auditSnapshot(in: environment)
        },
        accepts: { name, environment in byName[name]?.accepts(environment) ?? true },
        collect: { name, laidOut in layouts[name] = laidOut })
      // A scene that cannot be laid out is reported, and the others are drawn (as `audit` does).
      let failed = Set(report.failures.map(\.file))
      let rendered = RenderReport(
        scenes: scenes.filter { !failed.contains($0.name) }.map {
          ReportScene(name: $0.name, file: $0.file, layouts: layouts[$0.name] ?? [])
        }, findings: LayoutSources.naming(report.findings, sources: scenes.map(\.source)),
        matrix: matrix)
      return RenderOutput(
        files: rendered.files, pictures: rendered.pictures.count,
        sheets: rendered.files.filter { $0.path.hasSuffix(".svg") }.count,
        layouts: rendered.scenes.map(\.environmentCount).reduce(0, +),
        scenes: rendered.scenes.count, failures: report.failures)
    }

    /// A source's name made safe as a directory name and unique.
    static func uniqueName(for base: String, taken: [String]) -> String {
      let name = Markup.identifier(base)
      // `index` is the report's own page.
      guard taken.contains(name) || name == "index" else { return name }
      var index = 2
      while taken.contains("\(name)-\(index)") { index += 1 }
      return "\(name)-\(index)"
    }
  }
}

/// The files a render writes, relative to the output directory, in a fixed order.
struct RenderOutput {
  var files: [(path: String, contents: String)]
  /// Distinct pictures drawn.
  var pictures: Int
  /// SVG sheets they are drawn in (one per scene, less those drawn alike, and the index's).
  var sheets: Int
  /// Scene-environments they stand for.
  var layouts: Int
  /// Scenes drawn.
  var scenes = 0
  /// The scenes that could not be laid out, left out of the report.
  var failures: [AuditFailure] = []

  /// `wrote 12 pictures (one per distinct layout of 170) in 1 SVG sheet and out/index.html`.
  func summary(directory: String) -> String {
    "wrote \(pictures) picture\(pictures == 1 ? "" : "s") (one per distinct layout of \(layouts))"
      + " in \(sheets) SVG sheet\(sheets == 1 ? "" : "s") and "
      + URL(fileURLWithPath: directory).appendingPathComponent("index.html").path
  }

  /// Writes every file into `directory` without following a link planted there
  /// (``OutputDirectory``).
  func write(to directory: String) throws(OutputDirectoryError) {
    try OutputDirectory(path: directory).write(files)
  }
}

/// The device matrix of `render`: the same options, meanings and defaults as `audit`
/// (`--devices`, `--orientations`, `--ios`, `--status-bar-hidden`).
/// The device matrix of `audit` and `render`: `--devices`, `--orientations`, `--ios`,
/// `--status-bar-hidden`.
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

  @Flag(help: "Lay out with the status bar hidden.")
  var statusBarHidden = false

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

  @Option(
    help: ArgumentHelp(
      "With --bars-minimized: the minimised navigation bar's height you measured (iOS 27; no"
        + " source printed it; R19.2), in points.",
      valueName: "points"))
  var minimizedNavigationBarHeight: Double?

  @Option(
    help: ArgumentHelp(
      "On iPads under iOS 26+, show the window controls at a frame you supply (no source printed"
        + " it; R18.3): X,Y,W,H in window points, or W,H at the window's origin.",
      valueName: "rect"))
  var windowControlsFrame: WindowArgument?

  func parsedWindows() throws -> [WindowSize] {
    var result: [WindowSize] = []
    for part in (windows ?? "full").split(separator: ",", omittingEmptySubsequences: false) {
      let text = part.trimmingCharacters(in: .whitespaces)
      guard let size = WindowSize(text) else {
        throw ValidationError(
          "--windows: unknown window size '\(text)'; expected full, half, third, two-thirds,"
            + " slide-over or WxH such as 500x700")
      }
      if !result.contains(size) { result.append(size) }
    }
    return result
  }

  func parsedOrientations() throws -> [Orientation] {
    var result: [Orientation] = []
    for part in (orientations ?? "portrait,landscape").split(separator: ",") {
      let name = part.trimmingCharacters(in: .whitespaces)
      let orientation: Orientation? =
        name == "landscape" ? .landscapeLeft : Orientation(rawValue: name)
      guard let orientation else {
        throw ValidationError(
          "--orientations: unknown orientation '\(name)'; expected portrait, landscape, landscapeLeft,"
            + " landscapeRight or portraitUpsideDown")
      }
      if !result.contains(orientation) { result.append(orientation) }
    }
    if result.isEmpty { throw ValidationError("--orientations: give at least one orientation") }
    return result
  }

  func parsedVersions() throws -> [Int] {
    guard let ios else { return [] }
    var result: [Int] = []
    for part in ios.split(separator: ",") {
      let text = part.trimmingCharacters(in: .whitespaces)
      guard let version = Int(text), IOSBehaviour.isModelled(version) else {
        throw ValidationError(
          "--ios: iOS '\(text)' is not a modelled behaviour version; expected one of "
            + IOSBehaviour.modelled.map(String.init).joined(separator: ", "))
      }
      if !result.contains(version) { result.append(version) }
    }
    if result.isEmpty {
      throw ValidationError(
        "--ios: give at least one iOS behaviour version (one of "
          + IOSBehaviour.modelled.map(String.init).joined(separator: ", ") + ")")
    }
    return result
  }

  /// `--devices scene`: each scene file's own device (a custom device with its displays,
  /// vertical bar and reserved regions; R20), instead of the catalog's. A device with two
  /// displays is laid out on both: the file's `display:` first, then the other (R20.1).
  func sceneDevices(_ sources: [LayoutSource], into matrix: inout AuditMatrix) throws {
    guard devices == "scene" else { return }
    var found: [Device] = []
    for source in sources {
      for display in try Self.describedDevices(source.environment) where !found.contains(display) {
        found.append(display)
      }
    }
    matrix.devices = found
  }

  /// The devices an environment source describes: its own device, and for a device with two
  /// displays each display it describes, each resolved in an orientation it describes
  /// (`orientations:`); the first is the file's own, whose error (if any) is thrown.
  static func describedDevices(_ environment: (EnvironmentOverrides) throws -> Environment)
    throws -> [Device]
  {
    func resolve(_ display: DisplayChoice?) -> Device? {
      for orientation in [Orientation.portrait, .landscapeLeft] {
        let overrides = EnvironmentOverrides(orientation: orientation, display: display)
        if let device = try? environment(overrides).device { return device }
      }
      return nil
    }
    guard let own = resolve(nil) else { return [try environment(EnvironmentOverrides()).device] }
    var result = [own]
    if own.hasTwoDisplays {
      for choice in DisplayChoice.allCases {
        if let other = resolve(choice), !result.contains(other) { result.append(other) }
      }
    }
    return result
  }

  /// Whether `--devices` names a scene file (`--devices Examples/vertical-bar-device.yaml`):
  /// its device stands in for the catalog's, for every input, storyboards included.
  var devicesFile: String? {
    guard let devices, !devices.contains(","),
      [".yaml", ".yml", ".json"].contains(where: { devices.lowercased().hasSuffix($0) })
    else { return nil }
    return devices
  }

  /// The matrix, or bad input for an unknown device or family: the options given, then what
  /// `configured` (a configuration's `matrix`) sets, then `base` (the defaults, or in project
  /// mode the app's own matrix).
  func auditMatrix(base: AuditMatrix = AuditMatrix(), configured: Configuration.Matrix = .init())
    throws -> AuditMatrix
  {
    var matrix = base.overridden(by: configured)
    if let path = devicesFile {
      let scene = try SceneLoader.load(path: path)
      matrix.devices = try Self.describedDevices {
        try SceneBuilder.environment(for: scene, overrides: $0)
      }
    } else if let devices, devices != "scene" {
      guard let selected = AuditMatrix.devices(matching: devices) else {
        let parts = devices.split(separator: ",", omittingEmptySubsequences: false)
          .map { $0.trimmingCharacters(in: .whitespaces) }
        let bad =
          parts.first { !$0.isEmpty && DeviceCatalog.devices(matching: $0) == nil }
          ?? parts.first(where: \.isEmpty) ?? devices
        if let message = DeviceCatalog.notLaidOutMessage(for: bad) {
          throw UsageError(description: "--devices: \(message)")
        }
        throw UsageError(
          description: "--devices: unknown device or family '\(bad)' in '\(devices)'; try 'all',"
            + " 'iphone', 'ipad', 'notched', 'dynamic-island', 'home-button', 'face-id' or a"
            + " device name ('safearea devices' lists them)")
      }
      matrix.devices = selected
      matrix.namedDeviceIDs = AuditMatrix.namedDeviceIDs(in: devices)
    }
    if orientations != nil { matrix.orientations = try parsedOrientations() }
    if ios != nil { matrix.iosVersions = try parsedVersions() }
    if statusBarHidden { matrix.statusBarHidden = true }
    if keyboard { matrix.keyboardStates = [.hidden, .shown] }
    if windows != nil { matrix.windowSizes = try parsedWindows() }
    if let height = minimizedNavigationBarHeight {
      guard barsMinimized else {
        throw ValidationError("--minimized-navigation-bar-height needs --bars-minimized")
      }
      if let problem = InputBounds.geometryProblem(height)
        ?? (height < 0 ? "expected 0 or more" : nil)
      {
        throw ValidationError("--minimized-navigation-bar-height: \(problem)")
      }
    }
    if barsMinimized {
      matrix.barStates = [
        nil, BarMinimization(navigationBarHeight: minimizedNavigationBarHeight.map { CGFloat($0) }),
      ]
    }
    if let windowControlsFrame { matrix.windowControlsFrame = windowControlsFrame.rect }
    return matrix
  }
}
