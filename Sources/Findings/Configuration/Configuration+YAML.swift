import DeviceCatalog
import Foundation
import TextEscaping

extension Configuration {
  /// The configuration written back as YAML, every key shown, with comments that say what each
  /// key does and list `rules` (the starter file of `safearea init`). Reading it back gives the
  /// same configuration.
  ///
  /// - Parameters:
  ///   - rules: the rules to list, each with its severity and summary.
  ///   - about: lines that describe the project (its targets and their matrices), written as
  ///     comments under the title.
  public func yaml(rules: [Report.Rule], about: [String] = []) -> String {
    var lines = [
      "# safearea configuration: read by 'safearea audit' (and 'safearea lint') from the working",
      "# directory upward, or given with --config FILE. Paths are relative to this file's",
      "# directory. Documentation/Configuration.md describes every key.",
      "",
    ]
    if !about.isEmpty {
      lines += about.map { "# " + ControlCharacters.escape($0) } + [""]
    }
    lines += [
      "# Rules that do not run. The rules (default severity, summary):"
    ]
    for rule in rules {
      lines.append(
        "#   \(rule.identifier.rawValue) (\(rule.severity.rawValue)"
          + (rule.isOptIn ? ", opt-in" : "") + "): \(rule.summary)")
    }
    lines.append("disabled_rules: " + Self.flow(disabledRules.map(\.rawValue)))
    lines += [
      "", "# Opt-in rules that run.", "opt_in_rules: " + Self.flow(optInRules.map(\.rawValue)),
      "", "# Severity per rule: note, warning or error (error fails the run).",
    ]
    if severities.isEmpty {
      lines += ["severity: {}", "#   content_under_bar: error"]
    } else {
      lines.append("severity:")
      lines += severities.map { "  \($0.rule.rawValue): \($0.severity.rawValue)" }
    }
    lines += [
      "",
      "# Files never read, and (when not empty) the only files read: paths or globs (* within a",
      "# name, ** across directories); a directory covers everything under it.",
      "excluded: " + Self.flow(excluded.map(\.pattern)),
      "included: " + Self.flow(included.map(\.pattern)),
      "",
      "# The audit's matrix (in project mode, it narrows the app's own). devices: all, a",
      "# family (iphone, ipad, notched, dynamic-island, home-button, face-id) or device names;",
      "# orientations: portrait, landscape (landscapeLeft), landscapeRight, portraitUpsideDown;",
      "# ios: behaviour versions (" + IOSBehaviour.modelled.map(String.init).joined(separator: ", ")
        + "). Unset keys keep the default;",
      "# command-line options win over these.",
      "matrix:",
      Self.setting("  devices", matrix.devices.map(Self.flow), example: "[all]"),
      Self.setting(
        "  orientations",
        matrix.orientations.map { orientations in
          Self.flow(orientations.map { $0 == .landscapeLeft ? "landscape" : $0.rawValue })
        }, example: "[portrait, landscape]"),
      Self.setting("  ios", matrix.ios.map { Self.flow($0.map(String.init)) }, example: "[17, 26]"),
      Self.setting(
        "  status_bar_hidden", matrix.statusBarHidden.map { "\($0)" }, example: "false"),
      "",
      "# The report format: " + ReportFormat.list + " (--format wins).",
      Self.setting("reporter", reporter?.rawValue, example: "text"),
      "",
      "# lint's JSON: every device × orientation × iOS cell of each finding (as --cells does).",
      Self.setting("lint_cells", lintCells.map { "\($0)" }, example: "false"),
      "",
      "# Findings accepted one by one: file (path or glob), id (the IB object id, scene id or",
      "# storyboard identifier; for lint the macro or symbol name; every object when left out),",
      "# rule, and the reason.",
    ]
    if ignore.isEmpty {
      lines += [
        "ignore: []",
        "#  - file: App/Base.lproj/Main.storyboard",
        "#    id: BYZ-38-t0r",
        "#    rule: content_under_bar",
        "#    reason: the map runs under the bars on purpose",
      ]
    } else {
      lines.append("ignore:")
      for entry in ignore {
        lines.append("  - file: " + Self.quoted(entry.file.pattern))
        if let id = entry.id { lines.append("    id: " + Self.quoted(id)) }
        lines.append("    rule: " + entry.rule.rawValue)
        lines.append("    reason: " + Self.quoted(entry.reason))
      }
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// `key: value`, or `# key: example` when the configuration leaves the key unset.
  static func setting(_ key: String, _ value: String?, example: String) -> String {
    guard let value else {
      let indent = key.prefix { $0 == " " }
      return indent + "# " + key.dropFirst(indent.count) + ": " + example
    }
    return key + ": " + value
  }

  /// `[a, "b c"]`.
  static func flow(_ values: [String]) -> String {
    "[" + values.map(quoted).joined(separator: ", ") + "]"
  }

  /// A YAML scalar: plain when that reads back as the same text, else double-quoted (JSON
  /// escaping is valid YAML).
  static func quoted(_ value: String) -> String {
    let plain = value.unicodeScalars.allSatisfy { scalar in
      (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar)
        || "_-./".unicodeScalars.contains(scalar)) && scalar.isASCII
    }
    let reserved = ["", "~", "null", "true", "false", "yes", "no", "on", "off"]
    if plain, !reserved.contains(value.lowercased()), !value.hasPrefix("-") { return value }
    return JSONString.quote(value)
  }
}

extension Configuration {
  /// Directories of third-party or generated code that a starter configuration excludes when
  /// the project has them.
  public static let conventionalExclusions = [
    "Pods", "Carthage", "vendor", ".build", "DerivedData", "SourcePackages", "node_modules",
  ]

  /// The text `safearea init` writes for the project in `directory`: the default configuration,
  /// every key shown and commented, `rules` listed, the ``conventionalExclusions`` the directory
  /// has excluded, and `about` (what the project is: its targets and matrices) as comments.
  public static func starter(in directory: String, rules: [Report.Rule], about: [String] = [])
    -> String
  {
    var configuration = Configuration(rootDirectory: directory)
    configuration.excluded = conventionalExclusions.filter { name in
      var isDirectory: ObjCBool = false
      return FileManager.default.fileExists(
        atPath: (directory as NSString).appendingPathComponent(name), isDirectory: &isDirectory)
        && isDirectory.boolValue
    }.map(PathPattern.init)
    return configuration.yaml(rules: rules, about: about)
  }
}
