import DeviceCatalog
import Foundation
import LayoutAudit
import TextEscaping

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
  /// environment as three numbers (device, orientation in `O`, iOS), `D` the devices' names,
  /// `KL` the families' names in the menu — then what lists a scene page's pictures from its
  /// data (`P`), what writes the filters' menus, and the filters.
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
    text += "var D=[\(devices.map { Page.js($0.name) }.joined(separator: ","))];\n"
    text +=
      "var KL=[\(known.map { Page.js(Page.familyName($0)) }.joined(separator: ","))];\n"
    return text + Self.pictureScript + Self.formScript + Self.filterScript
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
    // The pictures are listed by the report's script from the data below (issue 31's size
    // budget: a figure written out in HTML, its image and its caption naming every device, cost
    // 370 bytes a picture, about 1.4 MB on Examples; as data, 40). Without the script, the
    // scene's sheet shows every picture, captioned.
    let pictures =
      scene.pictures.filter { !$0.marks.isEmpty } + scene.pictures.filter(\.marks.isEmpty)
    let sheet = pictures.first.map { Self.sheetPath($0.path) } ?? ""
    // On a phone a picture is as wide as the page less 10 px each side: the 370 px its words
    // are sized for (``LabelPlacement/viewingWidth(_:canvas:)``).
    html += "</header>\n<main class=\"scene\">\n<div class=\"pictures\" id=\"pictures\"></div>\n"
    html +=
      "<noscript><p>This page lists its pictures with its script. Without it,"
      + " <a href=\"\(e(sheet))\">the scene's sheet</a> shows every picture, captioned with"
      + " the device it is drawn as.</p></noscript>\n</main>\n"
    html += "<script>\n" + pageData(pictures, sheet: sheet, findings: numbers) + "</script>\n"
    return finish()
  }

  /// The sheet a picture's path points into: `pictures/A0-1.svg` of `pictures/A0-1.svg#name`.
  static func sheetPath(_ path: String) -> String {
    path.firstIndex(of: "#").map { String(path[..<$0]) } ?? path
  }

  /// The devices a picture stands for, by iOS version, as its caption says them
  /// (`iOS 12: iPhone 5s; iOS 15: iPhone SE (1st generation)`): in matrix order, each device once
  /// with all its versions, devices with the same versions together (what the script writes
  /// from `E` and `D`).
  static func devices(_ picture: RenderPage) -> String {
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
    return parts.map { part in
      "iOS \(part.versions.map(String.init).joined(separator: ", ")): "
        + part.names.joined(separator: ", ")
    }.joined(separator: "; ")
  }

  /// A JavaScript string literal, safe inside a `<script>` element.
  static func js(_ text: String) -> String {
    ControlCharacters.jsonString(text).replacingOccurrences(of: "<", with: "\\u003c")
  }

  /// A scene page's data for ``HTMLReport/script(_:)``, which lists its pictures:
  /// `var P={s:"pictures/A0-1.svg",f:{1:["error","content_under_bar"]},p:[…]}`, `s` the sheet,
  /// `f` the severity and rule of each finding drawn, `p` the pictures in the order shown, each
  /// `[name, width, height, legible width, environments, findings]` (the environments as index
  /// ranges into the script's `E`, the findings' numbers; a seventh element, 1, when the status
  /// bar is hidden; an eighth, the picture's own path, when it is not in `s`; a ninth, the
  /// orientation and the devices as the caption says them, when some environment is not in `E`,
  /// such as a window's). The legible width
  /// is the narrowest the picture may be shown at with its words 12 px or more (its width × 12 ÷
  /// its label size, ``LabelPlacement/fontSize(_:canvas:)``), 0 when a phone's page is as wide.
  func pageData(_ pictures: [RenderPage], sheet: String, findings numbers: [Int]) -> String {
    let js = Self.js
    var drawn: [Int] = []
    for picture in pictures {
      for mark in picture.marks where !drawn.contains(mark.number) { drawn.append(mark.number) }
    }
    let findings = drawn.sorted().compactMap { number -> String? in
      guard report.findings.indices.contains(number - 1) else { return nil }
      let finding = report.findings[number - 1]
      return "\(number):[\(js(finding.severity.rawValue)),\(js(finding.rule.rawValue))]"
    }
    let rows = pictures.map { picture -> String in
      let positions = picture.environments.compactMap(index.position(of:))
      let width = picture.size.width.rounded()
      // The narrowest its words stay 12 px at: its width × 12 ÷ its label size; none when a
      // phone's page (370 px) is that wide.
      let size = LabelPlacement.fontSize(picture.environment, canvas: picture.size)
      let legible = (width * LabelPlacement.minimumReadSize / size).rounded(.up)
      var row = [
        js(picture.name), Markup.number(width), Markup.number(picture.size.height.rounded()),
        legible > LabelPlacement.phonePageWidth ? Markup.number(legible) : "0",
        js(Self.ranges(positions)),
        js(picture.marks.map { String($0.number) }.joined(separator: " ")),
      ]
      let own = Self.sheetPath(picture.path) != sheet
      // Environments outside the matrix's index (a window's): the caption itself.
      let described = positions.count != picture.environments.count
      if picture.environment.statusBarHidden || own || described {
        row.append(picture.environment.statusBarHidden ? "1" : "0")
      }
      if own || described { row.append(own ? js(picture.path) : "\"\"") }
      if described {
        row.append(
          "[\(js(picture.environment.orientation.rawValue)),\(js(Self.devices(picture)))]")
      }
      return "[" + row.joined(separator: ",") + "]"
    }
    return "var P={s:\(js(sheet)),f:{\(findings.joined(separator: ","))},p:[\n"
      + rows.joined(separator: ",\n") + "]};\n"
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

  /// The filters' form, empty: the script (``HTMLReport/script(_:)``) writes its menus — device
  /// families, orientations and iOS versions of the matrix, the severities and rules of
  /// `findings` — from the lists it carries here (the form is hidden without the script, so it
  /// costs no bytes in HTML: 1.3 KB a page before).
  mutating func filters(findings: [Finding]) {
    let e = Self.e
    let families = DeviceFamily.known.filter { family in
      report.matrix.devices.contains(where: family.contains)
    }
    let severities = [Severity.error, .warning, .note].filter { severity in
      findings.contains { $0.severity == severity }
    }
    let rules = distinct(findings.map(\.rule)).sorted()
    html +=
      "<form id=\"filters\" hidden"
      + " data-f=\"\(e(families.map(\.rawValue).joined(separator: " ")))\""
      + " data-o=\"\(e(report.matrix.orientations.map(\.rawValue).joined(separator: " ")))\""
      + " data-s=\"\(e(severities.map(\.rawValue).joined(separator: " ")))\""
      + " data-r=\"\(e(rules.map(\.rawValue).joined(separator: " ")))\"></form>\n"
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
