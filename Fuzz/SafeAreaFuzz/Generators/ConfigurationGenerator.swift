/// Writes a `.safearea.yml` (rules, severities, `excluded`/`included` globs with `**` runs, a
/// matrix with hostile devices and versions, ignores) and a baseline (JSON) with hostile values,
/// and the deep paths the globs are matched against (issue 32, item 2).
struct ConfigurationGenerator {
  var entropy: Entropy

  init(_ bytes: [UInt8]) { entropy = Entropy(bytes) }

  private mutating func glob() -> String {
    var parts: [String] = []
    for _ in 0..<entropy.int(1...12) {
      parts.append(
        entropy.pick(["**", "**", "*", "a", "*a*", "?", "App", "*Tests", "[", ".", ".."]))
    }
    return parts.joined(separator: "/")
  }

  mutating func configuration() -> String {
    var text = ""
    text +=
      "disabled_rules: [\(entropy.pick(["fixed_position", "nope", "\"\"", "bar_constant"]))]\n"
    text +=
      "severity:\n  \(entropy.pick(["content_under_bar", "bar_constant", "x"])): \(entropy.pick(["error", "warning", "note", "fatal", "1e-300"]))\n"
    text += "excluded: [\"\(glob())\", \"\(glob())\"]\n"
    if entropy.bool() { text += "included: [\"\(glob())\"]\n" }
    text += "matrix:\n"
    text += "  devices: [\(entropy.pick(["iphone", "ipad", "all", "iPhone X", "\"\"", "nan"]))]\n"
    text += "  orientations: [\(entropy.pick(["portrait", "landscape", "x"]))]\n"
    text +=
      "  ios: [\(entropy.pick(["17", "26", "1e-300", "nan", ".inf", "-1", "9223372036854775808", "10.5"]))]\n"
    text += "  status_bar_hidden: \(entropy.pick(["false", "true", "1e-300", "~"]))\n"
    if entropy.bool() {
      text +=
        "ignore:\n  - { file: \"\(glob())\", id: \"\(HostileValues.string(&entropy, ordinary: ["v1"]).replacingOccurrences(of: "\"", with: ""))\", rule: content_under_bar, reason: \"r\" }\n"
    }
    if entropy.oneIn(6) {
      // Aliases that expand exponentially.
      text += "x: &a [1, 1]\ny: &b [*a, *a]\nz: &c [*b, *b]\n"
    }
    return text
  }

  /// A path as deep as the globs are long, for `excluded`/`included` matching.
  mutating func path() -> String {
    var parts: [String] = []
    for _ in 0..<entropy.int(1...60) {
      parts.append(entropy.pick(["a", "App", "bTests", "x", "aa"]))
    }
    return parts.joined(separator: "/") + "/File.storyboard"
  }

  mutating func baseline() -> String {
    var entries: [String] = []
    for _ in 0..<entropy.int(0...5) {
      let id =
        entropy.bool() ? "null" : "\"\(entropy.pick(["v1", "a\\nb", "\\u202E", "\\u0000"]))\""
      entries.append(
        "{\"file\": \"\(entropy.pick(["A.storyboard", "../x", "", "\\u2028"]))\", \"id\": \(id),"
          + " \"rule\": \"\(entropy.pick(["content_under_bar", "x", ""]))\","
          + " \"message\": \"\(entropy.pick(["m", "\\n", "1e-300"]))\"}")
    }
    let version = entropy.pick(["1", "\"1\"", "2", "1e-300", "nan", "null"])
    return "{\"version\": \(version), \"findings\": [\(entries.joined(separator: ", "))]}"
  }
}
