import DeviceCatalog
import Foundation
import LayoutAudit

/// The HTML pages of a ``RenderReport``: `index.html` with the findings first, and one page per
/// scene with one picture per distinct layout.
///
/// - `index.html`: a one-line summary (files, scenes, environments, pictures, findings by
///   severity); the findings, grouped by file and view, each with the picture of the environment
///   where it is worst and, beside it, the same screen in an environment where it is right (the
///   pair sized to fit the first screen, desktop or phone); then the findings by rule, each rule
///   linking to its findings; then the scenes, each linking to its page.
/// - `<scene>.html` lists the pictures with a finding drawn on them first.
/// - `<scene>.html`: the scene's pictures, one per distinct layout, each captioned with every
///   device, orientation and iOS version it stands for: every device is reachable, none is shown
///   by default.
/// - Filters (device family, orientation, iOS version, severity, rule) in a small inline script;
///   without it the filters stay hidden and everything shows.
///
/// Pictures are drawn in one SVG sheet per scene (``SVGSheet``) and shown one at a time through
/// the sheet's views (`pictures/A0-1.svg#iphone-x-portrait`), loaded lazily
/// (`<img loading="lazy">`) with their sizes given. No external assets, no network. Deterministic: nothing depends on the date or on hash
/// order.
public enum HTMLReport {
  /// The report's `index.html`.
  public static func render(_ report: RenderReport) -> String {
    var page = Page(report: report)
    return page.indexPage()
  }

  /// The page of scene `index` of `report` (written as ``RenderReport/pagePath(ofScene:)``).
  public static func scenePage(_ report: RenderReport, scene index: Int) -> String {
    var page = Page(report: report)
    return page.scene(index)
  }

  /// The style sheet every page links to, relative to the report.
  public static let stylePath = "report.css"
  /// The script every page runs (the filters and their data), relative to the report.
  public static let scriptPath = "report.js"

  /// The contents of ``stylePath``: one style sheet for every page, written once.
  public static var styleSheet: String { style + "\n" + indexStyle + "\n" }

  /// The contents of ``scriptPath`` for `report`: the filters' data, small — `K` the family
  /// names, `F` each device's families as bits of `K`, `O` the orientations, `E` each
  /// environment as three numbers (device, orientation in `O`, iOS) — and the filters.
  public static func script(_ report: RenderReport) -> String {
    let environments = report.matrix.environments
    let devices = report.matrix.devices
    var deviceIndex: [String: Int] = [:]  // lookups only
    for (at, device) in devices.enumerated() { deviceIndex[device.id] = at }
    let known = DeviceFamily.known
    let families = devices.map { device in
      var bits = 0
      for (at, family) in known.enumerated() where family.contains(device) { bits |= 1 << at }
      return String(bits)
    }
    var orientations: [Orientation] = []
    for environment in environments where !orientations.contains(environment.orientation) {
      orientations.append(environment.orientation)
    }
    let rows = environments.map { environment in
      "\(deviceIndex[environment.device.id] ?? 0),"
        + "\(orientations.firstIndex(of: environment.orientation) ?? 0),\(environment.ios)"
    }
    var text = "var K=[\(known.map { "\"\($0.rawValue)\"" }.joined(separator: ","))];\n"
    text += "var F=[\(families.joined(separator: ","))];\n"
    text += "var O=[\(orientations.map { "\"\($0.rawValue)\"" }.joined(separator: ","))];\n"
    text += "var E=[\(rows.joined(separator: ","))];\n"
    return text + Self.filterScript
  }

  /// The findings whose view was declared in `file`, in the order given.
  public static func findings(_ findings: [Finding], forFile file: String) -> [Finding] {
    findings.filter { $0.view.file == file }
  }
}

/// One HTML document being written.
private struct Page {
  let report: RenderReport
  let index: EnvironmentIndex
  var html = ""

  init(report: RenderReport) {
    self.report = report
    index = EnvironmentIndex(report.matrix.environments)
  }

  static let e = Markup.escape

  mutating func head(_ title: String) {
    let e = Self.e
    html = """
      <!DOCTYPE html>
      <html lang="en">
      <head>
      <meta charset="utf-8">
      <meta name="viewport" content="width=device-width, initial-scale=1">
      <title>\(e(title))</title>
      <link rel="stylesheet" href="\(HTMLReport.stylePath)">
      </head>
      <body>
      <header>
      <h1>\(e(title))</h1>

      """
  }

  mutating func finish() -> String {
    script()
    html += "</body>\n</html>\n"
    return html
  }

  mutating func indexPage() -> String {
    head(report.title)
    summary()
    tools(findings: report.findings)
    html += "</header>\n<main>\n"
    // The findings come first, so the first finding's pictures are on the first screen; the
    // counts by rule, each linking to its findings, follow them.
    findingsSection()
    rulesSection()
    scenesSection()
    html += "</main>\n"
    return finish()
  }

  mutating func scene(_ sceneIndex: Int) -> String {
    let e = Self.e
    let scene = report.scenes[sceneIndex]
    head("\(scene.name) — \(report.title)")
    let numbers = report.findings.indices.filter {
      report.findings[$0].view.file == scene.file || report.findings[$0].view.file == scene.name
    }
    html +=
      "<p class=\"summary\"><a href=\"index.html\">← all findings</a> · "
      + "<span class=\"path\">\(e(scene.file))</span>: \(count(scene.pictures.count, "picture"))"
      + " (one per distinct layout) for \(count(scene.environmentCount, "environment"))"
    if numbers.isEmpty {
      html += "; no findings.</p>\n"
    } else {
      html +=
        "; findings "
        + numbers.map {
          "<a href=\"index.html#finding-\($0 + 1)\" class=\"\(report.findings[$0].severity.rawValue)\">"
            + "\($0 + 1)</a>"
        }.joined(separator: " ") + ".</p>\n"
    }
    tools(findings: numbers.map { report.findings[$0] })
    html += "</header>\n<main>\n<div class=\"pictures\">\n"
    // The broken layouts first (those with a finding drawn on them), each group in catalog order.
    let pictures =
      scene.pictures.filter { !$0.marks.isEmpty } + scene.pictures.filter(\.marks.isEmpty)
    for picture in pictures {
      let positions = picture.environments.compactMap(index.position(of:))
      let severities = distinct(picture.marks.map(\.finding.severity.rawValue))
      let rules = distinct(picture.marks.map(\.finding.rule.rawValue))
      html += "<figure id=\"\(e(picture.name))\" data-e=\"\(Self.ranges(positions))\""
      // A picture without findings has no severity or rule; the filters read a missing one as none.
      if !severities.isEmpty {
        html +=
          " data-s=\"\(e(severities.joined(separator: " ")))\""
          + " data-r=\"\(e(rules.joined(separator: " ")))\""
      }
      html += ">\n"
      // The caption says what the picture shows: no alt text (allowed for a figure's only image).
      html += image(picture, linked: false) + "\n"
      html += "<figcaption>\(caption(picture))</figcaption>\n</figure>\n"
    }
    html += "</div>\n</main>\n"
    return finish()
  }

  // MARK: Summary

  mutating func summary() {
    let e = Self.e
    let files = distinct(report.scenes.map(\.file)).count
    let environments = report.scenes.map(\.environmentCount).reduce(0, +)
    let pictures = report.scenes.map(\.pictures.count).reduce(0, +)
    let matrix = report.matrix
    let versions =
      matrix.iosVersions.isEmpty
      ? "each device's newest iOS"
      : "iOS " + matrix.iosVersions.map(String.init).joined(separator: ", ")
    html += "<p class=\"summary\">"
    html += "\(count(files, "file")), \(count(report.scenes.count, "scene")); "
    html +=
      "\(count(matrix.devices.count, "device")) × \(count(matrix.orientations.count, "orientation"))"
      + " (\(e(matrix.orientations.map(\.rawValue).joined(separator: ", ")))), \(e(versions))"
      + (matrix.statusBarHidden ? ", status bar hidden" : "") + ": "
    html += "\(count(environments, "layout")) drawn as \(count(pictures, "picture"))"
    html += " (one per distinct layout); "
    html += "<strong>\(count(report.findings.count, "finding"))</strong>"
    let bySeverity = [Severity.error, .warning, .note].compactMap { severity -> String? in
      let number = report.findings.filter { $0.severity == severity }.count
      guard number > 0 else { return nil }
      return "<span class=\"severity \(severity.rawValue)\">\(number) \(severity.rawValue)"
        + (number == 1 ? "" : "s") + "</span>"
    }
    if !bySeverity.isEmpty { html += " (" + bySeverity.joined(separator: ", ") + ")" }
    if !report.findings.isEmpty { html += " · <a href=\"#rules\">by rule</a>" }
    html += ".</p>\n"
  }

  /// The findings by rule: each rule with its count and links to its findings.
  mutating func rulesSection() {
    let e = Self.e
    guard !report.findings.isEmpty else { return }
    html += "<section id=\"rules\">\n<h2>Findings by rule</h2>\n"
    html += "<table class=\"counts\">\n<tr><th>rule</th><th>findings</th><th>numbers</th></tr>\n"
    for rule in distinct(report.findings.map(\.rule)).sorted() {
      let numbers = report.findings.indices.filter { report.findings[$0].rule == rule }
      let name = AuditRules.rule(named: rule.rawValue)?.description.name ?? ""
      let first = numbers.first.map { "#finding-\($0 + 1)" } ?? "#findings"
      html +=
        "<tr><td><a href=\"\(first)\"><code>\(e(rule.rawValue))</code></a> \(e(name))</td>"
        + "<td>\(numbers.count)</td><td>"
        + numbers.map {
          "<a href=\"#finding-\($0 + 1)\" class=\"\(report.findings[$0].severity.rawValue)\">"
            + "\($0 + 1)</a>"
        }.joined(separator: " ") + "</td></tr>\n"
    }
    html += "</table>\n</section>\n"
  }

  // MARK: Filters

  /// The filters and the legend, in a disclosure that is open (and stays open without the
  /// script); the script closes it on a phone-width screen, where it would push the first
  /// finding's pictures below the first screen.
  mutating func tools(findings: [Finding]) {
    html += "<details id=\"tools\" open>\n<summary>Filters and legend</summary>\n"
    filters(findings: findings)
    html += HTMLReport.legend
    html += "</details>\n"
  }

  mutating func filters(findings: [Finding]) {
    let environments = report.matrix.environments
    let families = DeviceFamily.known.filter { family in
      report.matrix.devices.contains(where: family.contains)
    }
    html += "<form id=\"filters\" hidden>\n"
    html += select(
      "family", "devices",
      families.map { ($0.rawValue, Self.familyName($0)) })
    html += select(
      "orientation", "orientations",
      report.matrix.orientations.map { ($0.rawValue, $0.rawValue) })
    let versions = distinct(environments.map(\.ios)).sorted()
    html += select("ios", "iOS versions", versions.map { (String($0), "iOS \($0)") })
    let severities = [Severity.error, .warning, .note].filter { severity in
      findings.contains { $0.severity == severity }
    }
    html += select("severity", "severities", severities.map { ($0.rawValue, $0.rawValue) })
    let rules = distinct(findings.map(\.rule)).sorted()
    html += select("rule", "rules", rules.map { ($0.rawValue, $0.rawValue) })
    html += "<output id=\"shown\"></output>\n</form>\n"
  }

  func select(_ name: String, _ all: String, _ options: [(value: String, label: String)])
    -> String
  {
    let e = Self.e
    var text =
      "<label>\(e(name)) <select name=\"\(e(name))\"><option value=\"\">all \(e(all))</option>"
    for option in options {
      text += "<option value=\"\(e(option.value))\">\(e(option.label))</option>"
    }
    return text + "</select></label>\n"
  }

  static func familyName(_ family: DeviceFamily) -> String {
    switch family {
    case .iphone: "iPhone"
    case .ipad: "iPad"
    case .notched: "notched iPhone"
    case .dynamicIsland: "Dynamic Island iPhone"
    case .homeButton: "home button"
    case .faceID: "Face ID (home indicator)"
    default: family.rawValue
    }
  }

  // MARK: Findings

  mutating func findingsSection() {
    let e = Self.e
    html += "<section id=\"findings\">\n<h2>Findings</h2>\n"
    guard !report.findings.isEmpty else {
      html += "<p class=\"clean\">No findings on this matrix.</p>\n</section>\n"
      return
    }
    var number = 0
    let findings = report.findings
    while number < findings.count {
      let file = findings[number].view.file
      html += "<section class=\"file group\">\n<h3 class=\"path\">\(e(file))</h3>\n"
      while number < findings.count, findings[number].view.file == file {
        let view = findings[number].view
        var place = view.file
        if view.line > 0 { place += ":\(view.line):\(view.column)" }
        html += "<div class=\"view group\">\n"
        html +=
          "<h4>\(e(view.phrase)) <span class=\"place\">\(e(place))</span></h4>\n"
        while number < findings.count, findings[number].view == view {
          finding(number)
          number += 1
        }
        html += "</div>\n"
      }
      html += "</section>\n"
    }
    html += "</section>\n"
  }

  mutating func finding(_ number: Int) {
    let e = Self.e
    let finding = report.findings[number]
    let severity = finding.severity.rawValue
    let positions = finding.environments.compactMap(index.position(of:))
    html +=
      "<article class=\"finding \(e(severity))\" id=\"finding-\(number + 1)\""
      + " data-e=\"\(Self.ranges(positions))\" data-s=\"\(e(severity))\""
      + " data-r=\"\(e(finding.rule.rawValue))\">\n"
    html += "<div class=\"text\">\n"
    html +=
      "<p><span class=\"badge \(e(severity))\">\(number + 1)</span> "
      + "<span class=\"severity \(e(severity))\">\(e(severity))</span> "
      + "<code class=\"rule\">\(e(finding.rule.rawValue))</code></p>\n"
    html +=
      "<p class=\"message\">\(e(finding.message)) "
      + "<span class=\"amount\">(\(e(finding.amountText)))</span></p>\n"
    html += "<p class=\"where\">\(e(finding.summary))</p>\n"
    html += "<p class=\"fix\">Fix: \(e(finding.fix))</p>\n"
    if !finding.evidence.isEmpty {
      // The other rules the view breaks: one line in the text report, each one here.
      html += "<details class=\"also\"><summary>Also: "
      html += e(finding.alsoRules.joined(separator: ", ")) + "</summary>\n<ul>\n"
      for item in finding.evidence {
        html +=
          "<li>\(e(item.message)) <code class=\"rule\">\(e(item.rule.rawValue))</code>,"
          + " \(e(item.summary))</li>\n"
      }
      html += "</ul></details>\n"
    }
    html += "</div>\n"
    let evidence = report.evidence[number]
    if evidence.worst != nil || evidence.right != nil {
      html += "<div class=\"pair\">\n"
      if let worst = evidence.worst {
        let amount = report.scenes[worst.scene].pictures[worst.picture].marks
          .first { $0.number == number + 1 }?.amount
        figure(
          worst, from: evidence.worstPath, kind: "worst",
          caption: "Worst: \(worst.environment.description)"
            + (amount.map { " — \(Geometry.points($0)) pt" } ?? ""))
      }
      if let right = evidence.right {
        figure(
          right, from: evidence.rightPath, kind: "right",
          caption: "Right: \(right.environment.description)")
      } else {
        html +=
          "<p class=\"everywhere\">Shows on every ordinary device of the matrix that lays this "
          + "scene out without a missing value: no device to compare with.</p>\n"
      }
      html += "</div>\n"
    }
    html += "</article>\n"
  }

  /// A finding's picture: the SVG at its own size, linking to the file, and to the picture's
  /// place among the scene's layouts.
  mutating func figure(
    _ reference: RenderReport.PictureReference, from path: String?, kind: String, caption: String
  ) {
    let e = Self.e
    var picture = report.scenes[reference.scene].pictures[reference.picture]
    let scene = report.scenes[reference.scene]
    let link = RenderReport.pagePath(ofScene: scene.name) + "#" + picture.name
    if let path { picture.path = path }
    html += "<figure class=\"\(kind)\">\n"
    html += "<a href=\"\(e(link))\">" + image(picture, linked: true) + "</a>\n"
    html +=
      "<figcaption>\(e(caption)) · <a href=\"\(e(link))\">"
      + "same layout on \(count(picture.environments.count, "environment"))</a></figcaption>\n"
    html += "</figure>\n"
  }

  /// The picture at its own size, loaded lazily from its scene's sheet; `linked` (on the index)
  /// has an alt text naming the scene and environment (a scene page's figure caption says it).
  func image(_ picture: RenderPage, linked: Bool) -> String {
    let e = Self.e
    let size = picture.size
    return "<img src=\"\(e(picture.path))\" loading=\"lazy\""
      + " width=\"\(Markup.number(size.width.rounded()))\""
      + " height=\"\(Markup.number(size.height.rounded()))\""
      + (linked ? " alt=\"\(e(picture.scene)) on \(e(picture.environment.description))\">" : ">")
  }

  // MARK: Scenes

  mutating func scenesSection() {
    let e = Self.e
    html += "<section id=\"scenes\">\n<h2>Scenes</h2>\n"
    html +=
      "<p>Each scene's page shows one picture per distinct layout, captioned with the devices,"
    html += " orientations and iOS versions it stands for.</p>\n"
    html += "<table class=\"scenes\">\n<tr><th>scene</th><th>file</th><th>pictures</th>"
    html += "<th>environments</th><th>findings</th></tr>\n"
    for scene in report.scenes {
      let findingCount = report.findings.filter {
        $0.view.file == scene.file || $0.view.file == scene.name
      }.count
      html +=
        "<tr><td><a href=\"\(e(RenderReport.pagePath(ofScene: scene.name)))\">\(e(scene.name))</a>"
        + "</td><td class=\"path\">\(e(scene.file))</td><td>\(scene.pictures.count)</td>"
        + "<td>\(scene.environmentCount)</td><td>\(findingCount)</td></tr>\n"
    }
    html += "</table>\n</section>\n"
  }

  /// `portrait · iOS 26: iPhone X, iPhone XS, iPhone 11 Pro · 1 3`: the picture is drawn as the
  /// first device (its title says which).
  func caption(_ picture: RenderPage) -> String {
    let e = Self.e
    // Devices in matrix order with their iOS versions; devices sharing the same versions together.
    var devices: [(name: String, versions: [Int])] = []
    for environment in picture.environments {
      if let at = devices.firstIndex(where: { $0.name == environment.device.name }) {
        devices[at].versions.append(environment.ios)
      } else {
        devices.append((environment.device.name, [environment.ios]))
      }
    }
    var parts: [(versions: [Int], names: [String])] = []
    for device in devices {
      if let at = parts.firstIndex(where: { $0.versions == device.versions }) {
        parts[at].names.append(device.name)
      } else {
        parts.append((device.versions, [device.name]))
      }
    }
    let environment = picture.environment
    var text =
      "<b>\(e(environment.orientation.rawValue))</b>"
      + (environment.statusBarHidden ? ", status bar hidden" : "") + " · "
    text += parts.map { part in
      "iOS \(part.versions.map(String.init).joined(separator: ", ")): "
        + e(part.names.joined(separator: ", "))
    }.joined(separator: "; ")
    if !picture.marks.isEmpty {
      text +=
        " · "
        + picture.marks.map {
          "<a href=\"index.html#finding-\($0.number)\" class=\"\(e($0.finding.severity.rawValue))\">"
            + "\($0.number)</a>"
        }.joined(separator: " ")
    }
    return text
  }

  // MARK: Script

  /// The filters, in the report's one script file (``HTMLReport/script(_:)``).
  mutating func script() {
    html += "<script src=\"\(HTMLReport.scriptPath)\"></script>\n"
  }

  /// `0-5 9 12-14`: sorted indices as ranges.
  static func ranges(_ positions: [Int]) -> String {
    var parts: [String] = []
    var run: (first: Int, last: Int)?
    func close(_ run: (first: Int, last: Int)) {
      parts.append(run.first == run.last ? "\(run.first)" : "\(run.first)-\(run.last)")
    }
    for position in positions.sorted() {
      if let current = run, position == current.last + 1 {
        run = (current.first, position)
        continue
      }
      if let current = run { close(current) }
      run = (position, position)
    }
    if let run { close(run) }
    return parts.joined(separator: " ")
  }

  // MARK: Helpers

  func count(_ number: Int, _ noun: String) -> String {
    "\(number) \(noun)\(number == 1 ? "" : "s")"
  }

  func distinct<T: Equatable>(_ items: [T]) -> [T] {
    var result: [T] = []
    for item in items where !result.contains(item) { result.append(item) }
    return result
  }
}
