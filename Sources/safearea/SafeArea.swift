import ArgumentParser
import DeviceCatalog
import Findings
import Foundation
import HeadlessUIKit
import LayoutInspection
import SafeAreaKit
import SceneDocument
import TextEscaping

/// `safearea`: where a screen's content ends up on every iPhone and iPad, without a simulator.
@main
struct SafeArea: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "safearea",
    abstract: "Lay out UIKit screens headlessly on every iPhone and iPad.",
    discussion: """
      Exit status: 0 success; 64 bad usage; 65 bad input (unreadable or malformed file, unknown \
      key or device, a path that names nothing).
      """,
    version: SafeAreaKitVersion.description,
    subcommands: [
      Devices.self, Query.self, Inspect.self, Explain.self, Audit.self, Rules.self, Render.self,
      Lint.self, Init.self,
    ])

  /// Runs the command; a first argument that is no subcommand, option or help gets the
  /// subcommands it is closest to (`safearea audt` → did you mean 'audit'?), exit 64.
  static func main() {
    let arguments = Array(CommandLine.arguments.dropFirst())
    let names = configuration.subcommands.map { $0._commandName } + ["help"]
    if let first = arguments.first, !first.hasPrefix("-"), !names.contains(first) {
      let close = Suggestions.close(to: first, in: names)
      printError(
        "error: unknown subcommand '\(first)'"
          + (close.isEmpty ? "" : "; did you mean \(Suggestions.quotedList(close))?"))
      printError("run 'safearea --help' to list the subcommands")
      Self.exit(withError: ExitCode(64))
    }
    main(nil)
  }

  /// No subcommand: the help, as a usage error (exit 64).
  func run() throws {
    FileHandle.standardError.write(Data((SafeArea.helpMessage() + "\n").utf8))
    throw ExitCode(64)
  }
}

extension ParsableArguments {
  /// Runs `body`; an error the library throws for bad input or usage is printed as
  /// ``SafeAreaKit/CommandFailure`` says and exits with its status (an option value that does
  /// not parse is shown with the command's usage).
  func reportingInputErrors(_ body: () throws -> Void) throws {
    do {
      try body()
    } catch {
      guard let failure = CommandFailure(error) else { throw error }
      if failure.isOptionValue { throw ValidationError(failure.text) }
      RecordedStream.standardError.write(failure.text)
      throw ExitCode(failure.status)
    }
  }
}

/// Options that choose the environment (`--device`, `--orientation`, `--ios`, `--keyboard`,
/// `--window`, `--window-controls`, `--display`, `--bars-minimized`, `--bar-safe-area-adjustment`,
/// and the ``SharedLayoutOptions``).
struct EnvironmentOptions: ParsableArguments {
  @Option(help: "A catalog device name, slug or identifier (see 'safearea devices').")
  var device: String?

  @Option(help: "portrait, portraitUpsideDown, landscapeLeft or landscapeRight.")
  var orientation: Orientation?

  @OptionGroup var version: IOSVersionOption

  @OptionGroup var shared: SharedLayoutOptions

  @Flag(help: "Lay out with the docked software keyboard shown (with its suggestion row).")
  var keyboard = false

  @Option(
    help: ArgumentHelp(
      "The app's window on the screen: X,Y,W,H in screen points, or W,H at the origin.",
      valueName: "rect"))
  var window: WindowArgument?

  @Flag(help: "Show the iPadOS 26 window controls in the window's top-leading corner.")
  var windowControls = false

  @Option(help: "The display of a device with two: inner or outer.")
  var display: DisplayChoice?

  @Flag(help: "Lay out with the tab bar (iOS 26) and navigation bar (iOS 27) minimised.")
  var barsMinimized = false

  @Option(
    help: ArgumentHelp(
      "With --bars-minimized: how the safe area follows (automatic, enabled, disabled).",
      valueName: "adjustment"))
  var barSafeAreaAdjustment: BarMinimizationSafeAreaAdjustment?

  func validate() throws {
    if barSafeAreaAdjustment != nil, !barsMinimized {
      throw ValidationError("--bar-safe-area-adjustment needs --bars-minimized")
    }
    if let height = shared.minimizedNavigationBarHeight {
      guard barsMinimized else {
        throw ValidationError("--minimized-navigation-bar-height needs --bars-minimized")
      }
      if let problem = InputBounds.geometryProblem(height) {
        throw ValidationError("--minimized-navigation-bar-height: \(problem)")
      }
      guard height >= 0 else {
        throw ValidationError(
          "--minimized-navigation-bar-height: expected 0 or more, found \(height)")
      }
    }
  }

  /// The overrides, or bad input for an unknown device.
  func overrides() throws -> EnvironmentOverrides {
    var result = EnvironmentOverrides(orientation: orientation, ios: version.ios)
    if shared.statusBarHidden { result.statusBarHidden = true }
    if keyboard { result.keyboard = .shown }
    result.window = window?.rect
    if windowControls { result.windowControls = true }
    result.windowControlsFrame = shared.windowControlsFrame?.rect
    result.display = display
    result.appIdiom = shared.appIdiom
    if barsMinimized {
      result.barsMinimized = .some(
        BarMinimization(
          safeAreaAdjustment: barSafeAreaAdjustment ?? .automatic,
          navigationBarHeight: shared.minimizedNavigationBarHeight.map { CGFloat($0) }))
    }
    if let device {
      guard let found = DeviceCatalog.device(named: device) else {
        throw UsageError(
          description: "--device: "
            + (DeviceCatalog.notLaidOutMessage(for: device)
              ?? "unknown device '\(device)'; run 'safearea devices' to list the catalog"))
      }
      result.device = found
    }
    return result
  }
}

/// What one environment (`query`, `inspect`, `explain`) and the matrix (`audit`, `render`) ask
/// the same way, declared once: `--status-bar-hidden`, `--minimized-navigation-bar-height`,
/// `--window-controls-frame` (the last two: values no source printed, which you supply).
struct SharedLayoutOptions: ParsableArguments {
  @Flag(help: "Lay out with the status bar hidden.")
  var statusBarHidden = false

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

  @Option(
    help: ArgumentHelp(
      "The idiom the app was built for: phone on an iPad lays out an iPhone-only app in its"
        + " iOS 27 window there (measured on one iPad screen only; R19.5).",
      valueName: "idiom"))
  var appIdiom: Idiom?
}

/// `--ios N` of one environment (`devices`, `query`, `inspect`, `explain`), declared once.
struct IOSVersionOption: ParsableArguments {
  @Option(
    help: "The iOS behaviour version (default: each device's newest; 10 means iOS 7–10 rules).")
  var ios: Int?

  func validate() throws {
    if let ios, !IOSBehaviour.isModelled(ios) {
      throw ValidationError(
        "iOS \(ios) is not a modelled behaviour version; expected one of "
          + IOSBehaviour.modelled.map(String.init).joined(separator: ", "))
    }
  }
}

/// The one layout file of `query`, `inspect` and `explain` and its `--scene`, declared once.
struct LayoutFileArgument: ParsableArguments {
  @Argument(help: "A scene file (.yaml, .yml or .json), a storyboard or a xib.")
  var file: String

  @OptionGroup var selection: SceneSelection

  /// The file's layout sources (a storyboard's scenes, or the one `--scene` names).
  func load() throws -> [LayoutSource] {
    try LayoutSources.load([file], scene: selection.scene)
  }
}

/// `--rules` of `audit` and `render`, declared once: the opt-in audit rules to run too.
struct AuditRulesOption: ParsableArguments {
  @Option(
    help: ArgumentHelp(
      "'all' also runs the opt-in rules (off by default while their measured precision is"
        + " below 90 %: 'safearea rules'), or rule ids, comma-separated, to opt in.",
      valueName: "rules"))
  var rules: String?

  func validate() throws {
    var configuration = Configuration()
    if let rules {
      try reportingInputErrors { try ReportRequest.optIn(rules, into: &configuration) }
    }
  }
}

extension Orientation: ExpressibleByArgument {}
extension DisplayChoice: ExpressibleByArgument {}
extension Idiom: ExpressibleByArgument {}
extension BarMinimizationSafeAreaAdjustment: ExpressibleByArgument {}

/// `--window X,Y,W,H` or `--window W,H` (contract version 2).
struct WindowArgument: ExpressibleByArgument {
  var rect: CGRect

  init?(argument: String) {
    guard let rect = WindowRect.parse(argument) else { return nil }
    self.rect = rect
  }
}

/// `--format text|json`.
enum OutputFormat: String, ExpressibleByArgument, CaseIterable {
  case text, json
}

/// `--format text|json` of `devices`, `query` and `explain`, declared once.
struct TextOrJSONOption: ParsableArguments {
  @Option(help: "text or json.")
  var format: OutputFormat = .text
}

/// Writes one line to standard error, escaped (``ControlCharacters``): a file name or a value
/// from input quoted in it never starts another line or drives the terminal.
func printError(_ line: String) {
  RecordedStream.standardError.write(line.escapingControlCharacters)
}

/// Writes to standard output with a final newline.
func emit(_ text: String) {
  RecordedStream.standardOutput.write(text)
}
/// `--scene`: which scenes of a storyboard to lay out.
struct SceneSelection: ParsableArguments {
  @Option(
    help:
      "For storyboards and xibs: a storyboard identifier, scene id or custom class (default: all).")
  var scene: String?
}
