import DeviceCatalog
import Foundation

/// What a rule is, as data: the `safearea rules` output, the generated `Documentation/Rules.md`
/// and the examples the tests run all come from here (STYLE.md, "Rules as data").
public struct RuleDescription: Hashable, Sendable {
  /// `snake_case`, such as `sensor_housing_overlap`.
  public var identifier: RuleIdentifier
  /// A short title: `Content under the sensor housing`.
  public var name: String
  /// One sentence: what the rule finds.
  public var summary: String
  /// Why it matters, and where the behaviour comes from.
  public var rationale: String
  /// The severity of its findings.
  public var severity: Severity
  /// The seed scenarios (`A3-2`) and spec rules (`R1.2`) the rule is traced to.
  public var traces: [String]
  /// Scenes on which the rule must find something.
  public var triggeringExamples: [RuleExample]
  /// Scenes on which the rule must find nothing.
  public var nonTriggeringExamples: [RuleExample]
  /// Whether the rule runs only when a configuration's `opt_in_rules` names it: opt-in by
  /// design, or while its fresh precision is below 90 % (``RulePrecision``).
  public var isOptIn: Bool
  /// Its fresh measurement, if a round has one (``RulePrecision/measurement(of:)``).
  public var precision: RulePrecision? { RulePrecision.measurement(of: identifier) }

  /// Creates a description.
  public init(
    identifier: RuleIdentifier, name: String, summary: String, rationale: String,
    severity: Severity, traces: [String], triggeringExamples: [RuleExample],
    nonTriggeringExamples: [RuleExample], isOptIn: Bool = false
  ) {
    // Opt-in by design, or because its fresh precision is below 90 % (``RulePrecision``).
    self.isOptIn = isOptIn || RulePrecision.requiresOptIn(identifier)
    self.identifier = identifier
    self.name = name
    self.summary = summary
    self.rationale = rationale
    self.severity = severity
    self.traces = traces
    self.triggeringExamples = triggeringExamples
    self.nonTriggeringExamples = nonTriggeringExamples
  }
}

/// A scene (YAML, in the format of `Documentation/SceneFormat.md`) and the devices, orientations and
/// iOS versions to audit it on.
public struct RuleExample: Hashable, Sendable {
  /// The scene file's text.
  public var scene: String
  /// A `--devices` selector: `all`, a family or device names separated by commas.
  public var devices: String
  /// The orientations.
  public var orientations: [Orientation]
  /// iOS behaviour versions; empty means each device's newest.
  public var iosVersions: [Int]
  /// The window sizes (`--windows`).
  public var windows: [WindowSize]
  /// The keyboard states (`--keyboard`: hidden and shown).
  public var keyboardStates: [KeyboardState]
  /// The window controls' frame (`--window-controls-frame`; R18.3), or `nil`.
  public var windowControlsFrame: CGRect?

  /// Creates an example.
  public init(
    _ scene: String, devices: String = "all",
    orientations: [Orientation] = [.portrait, .landscapeLeft], ios iosVersions: [Int] = [],
    windows: [WindowSize] = [.full], keyboard keyboardStates: [KeyboardState] = [.hidden],
    windowControlsFrame: CGRect? = nil
  ) {
    self.windowControlsFrame = windowControlsFrame
    self.scene = scene
    self.devices = devices
    self.orientations = orientations
    self.iosVersions = iosVersions
    self.windows = windows
    self.keyboardStates = keyboardStates
  }

  /// The example's matrix, or `nil` when `devices` names no device.
  public var matrix: AuditMatrix? {
    guard let devices = AuditMatrix.devices(matching: devices) else { return nil }
    var matrix = AuditMatrix(devices: devices, orientations: orientations, iosVersions: iosVersions)
    matrix.windowSizes = windows
    matrix.keyboardStates = keyboardStates
    matrix.windowControlsFrame = windowControlsFrame
    return matrix
  }
}
