import DeviceCatalog
import Foundation
import HeadlessUIKit
import LayoutAudit

/// One scene of a report: its layouts across the matrix.
public struct ReportScene: Sendable {
  /// The scene's name, unique in the report and usable as a directory name (`A0-1`).
  public var name: String
  /// The file the scene came from, as given.
  public var file: String
  /// One layout per environment the scene was laid out in, in matrix order. Environments whose
  /// layouts are equal share one ``AuditedLayout/analysis`` (``Auditor`` shares them by
  /// ``LayoutInputs``; `collect:` hands them over).
  public var layouts: [AuditedLayout]

  /// Creates a scene.
  public init(name: String, file: String, layouts: [AuditedLayout]) {
    self.name = name
    self.file = file
    self.layouts = layouts
  }
}

/// A report: one picture per distinct layout of each scene, the findings, and for each finding
/// the picture where it is worst and one where the same screen is right.
///
/// Environments share a picture when their layouts are equal (the same ``LayoutInputs``), their
/// devices show the same hardware (sensor housing kind, home indicator) and the same findings
/// apply with the same amounts; the picture is drawn as the first of them in matrix order and
/// captioned with all of them. Deterministic: pictures follow the scenes and the matrix order,
/// findings their given order.
///
/// ```swift
/// let report = RenderReport(scenes: scenes, findings: audit.findings, matrix: matrix)
/// for file in report.files { try write(file.contents, to: file.path) }
/// ```
public struct RenderReport: Sendable {
  /// A scene's pictures.
  public struct Scene: Sendable {
    /// The scene's name.
    public var name: String
    /// Its file.
    public var file: String
    /// Its pictures, in the matrix order of the environments they are drawn as.
    public var pictures: [RenderPage]
    /// How many environments the scene was laid out in.
    public var environmentCount: Int
    /// The SVG sheet that holds every picture (``SVGSheet``), written as ``sheetPath``.
    public var sheet: String
    /// Where the sheet is, relative to the report: `pictures/A0-1.svg`, or an earlier scene's
    /// sheet when this one's is the same, byte for byte.
    public var sheetPath: String
  }

  /// A picture of the report: a scene and one of its pictures, by index.
  public struct PictureReference: Hashable, Sendable {
    /// Index into ``RenderReport/scenes``.
    public var scene: Int
    /// Index into that scene's pictures.
    public var picture: Int
    /// The environment the picture is shown for (one of those it stands for).
    public var environment: Environment
  }

  /// Where a finding shows, and where the same screen is right.
  public struct Evidence: Hashable, Sendable {
    /// The picture of the environment where the finding is worst (the largest amount; among
    /// equal amounts the smallest screen).
    public var worst: PictureReference?
    /// The picture of one environment of the same scene where the finding does not show: the
    /// most similar ordinary device (same orientation, family and window size, the newest, then
    /// the same iOS, then the closest in size), never one display of a two-display device and never a layout
    /// that carries a missing value (``RenderReport/RightScore``); `nil` when there is none.
    public var right: PictureReference?
    /// Where `index.html` shows ``worst`` from: a small sheet of the index's pictures
    /// (`pictures/index-1.svg#A0-1-iphone-x-portrait`), so that its first screen does not wait for
    /// whole scenes' sheets.
    public var worstPath: String?
    /// Where `index.html` shows ``right`` from.
    public var rightPath: String?
  }

  /// The index's sheets: the findings' pictures in the order `index.html` shows them, this many
  /// to a sheet.
  static let indexSheetSize = 8

  /// The report's title.
  public var title: String
  /// The matrix the scenes were laid out on.
  public var matrix: AuditMatrix
  /// The scenes, in the order given.
  public var scenes: [Scene]
  /// The findings, numbered in this order (1-based) in the pictures and the list.
  public var findings: [Finding]
  /// Per finding, in the same order.
  public var evidence: [Evidence]

  /// Groups `scenes`' layouts into pictures, draws them, and finds each finding's pictures.
  ///
  /// - Parameters:
  ///   - scenes: the scenes and their layouts.
  ///   - findings: the audit's findings (a finding belongs to the scenes of its view's file).
  ///   - matrix: the matrix the layouts were made on.
  ///   - title: the page title.
  /// - Complexity: one SVG per picture; grouping is linear in the layouts times the findings of
  ///   their file.
  public init(
    scenes: [ReportScene], findings: [Finding], matrix: AuditMatrix,
    title: String = "SafeAreaKit report"
  ) {
    self.title = title
    self.matrix = matrix
    self.findings = findings
    let index = EnvironmentIndex(matrix.environments)
    // Per finding: the amount in each environment index where it shows (lookups only).
    let amounts: [[Int: CGFloat]] = findings.map { finding in
      var result: [Int: CGFloat] = [:]
      let known = finding.amounts.count == finding.environments.count
      for (at, environment) in finding.environments.enumerated() {
        guard let position = index.position(of: environment) else { continue }
        result[position] = known ? finding.amounts[at] : finding.amount
      }
      return result
    }
    let includeIOS = matrix.iosVersions.count > 1
    var built: [Scene] = []
    // Per scene: environment index → picture index (lookups only).
    var pictureOf: [[Int: Int]] = []
    // Per scene: its pictures as drawn, for the index's sheets.
    var drawings: [[SVGSheet.Picture]] = []
    // Per scene: the environment indices whose layout carries a missing value (lookups only).
    var incomplete: [Set<Int>] = []
    for scene in scenes {
      var carries: Set<Int> = []
      for layout in scene.layouts where !layout.snapshot.missingValues.isEmpty {
        if let at = index.position(of: layout.environment) { carries.insert(at) }
      }
      incomplete.append(carries)
      let mine = findings.indices.filter {
        findings[$0].view.file == scene.file || findings[$0].view.file == scene.name
      }
      let grouped = Self.group(
        scene, findings: findings, mine: mine, amounts: amounts, index: index)
      // Groups whose pictures are drawn alike (the same bytes) are one picture.
      var merged: [(layouts: [Int], picture: SVGSheet.Picture, marks: [FindingMark])] = []
      var drawnAlike: [String: Int] = [:]  // lookups only, never iterated
      for group in grouped {
        let layout = scene.layouts[group.layouts[0]]
        let marks = group.marks.map {
          FindingMark(number: $0.finding + 1, finding: findings[$0.finding], amount: $0.amount)
        }
        let picture = SVGSheet.Picture(
          snapshot: layout.snapshot, environment: layout.environment, marks: marks,
          name: RenderPage.fileStem(for: layout.environment, includeIOS: includeIOS))
        let key = SVGSheet.body(picture, prefix: "c").text
        if let at = drawnAlike[key] {
          merged[at].layouts = (merged[at].layouts + group.layouts).sorted()
        } else {
          drawnAlike[key] = merged.count
          merged.append((group.layouts, picture, marks))
        }
      }
      var pictures: [RenderPage] = []
      var lookup: [Int: Int] = [:]
      // Captioned with the environments each picture stands for, so that the sheet opened by
      // itself says what it shows.
      for at in merged.indices {
        merged[at].picture.caption = Self.caption(
          merged[at].layouts.map { scene.layouts[$0].environment }, marks: merged[at].marks)
      }
      drawings.append(merged.map(\.picture))
      // Titled once every scene that shows it is known (scenes drawn alike share one file).
      let sheet = SVGSheet(
        pictures: merged.map(\.picture), title: Self.sheetTitlePlaceholder)
      // A sheet drawn alike for an earlier scene is that scene's file.
      let sheetPath =
        built.first { $0.sheet == sheet.svg }?.sheetPath ?? Self.sheetPath(ofScene: scene.name)
      for (at, entry) in merged.enumerated() {
        for position in entry.layouts {
          if let environment = index.position(of: scene.layouts[position].environment) {
            lookup[environment] = pictures.count
          }
        }
        pictures.append(
          RenderPage(
            scene: scene.name, file: scene.file,
            environments: entry.layouts.map { scene.layouts[$0].environment },
            path: "\(sheetPath)#\(entry.picture.name ?? SVGSheet.viewID(at))",
            size: sheet.frames[at].size, marks: entry.marks))
      }
      built.append(
        Scene(
          name: scene.name, file: scene.file, pictures: pictures,
          environmentCount: scene.layouts.count, sheet: sheet.svg, sheetPath: sheetPath))
      pictureOf.append(lookup)
    }
    // Each sheet's title names the scenes that show it.
    for at in built.indices {
      let sharing = built.filter { $0.sheetPath == built[at].sheetPath }
      let count = built[at].pictures.count
      let title =
        sharing.map { "\($0.name) (\($0.file))" }.joined(separator: ", ") + ": \(count) picture"
        + (count == 1 ? "" : "s") + ", one per distinct layout"
      if let range = built[at].sheet.range(of: Markup.escape(Self.sheetTitlePlaceholder)) {
        built[at].sheet.replaceSubrange(range, with: Markup.escape(title))
      }
    }
    self.scenes = built
    var evidence = findings.indices.map { number in
      Self.evidence(
        for: number, findings: findings, amounts: amounts, scenes: built, pictureOf: pictureOf,
        index: index, incomplete: incomplete)
    }
    // The index's pictures, each once, in the order shown, into small sheets.
    // A right picture is drawn as its own environment (the chosen device's outline: the layouts a
    // picture stands for are equal), so it names that environment too.
    var shown: [(scene: Int, picture: Int, environment: Environment?)] = []
    var path: [String: String] = [:]  // "scene picture [environment]" → path; lookups only
    func key(_ reference: PictureReference, drawnAs environment: Environment?) -> String {
      "\(reference.scene) \(reference.picture)"
        + (environment.map { " " + EnvironmentIndex.key($0) } ?? "")
    }
    var indexSheets: [(path: String, contents: String)] = []
    func flush() {
      guard !shown.isEmpty else { return }
      let sheetPath = "pictures/index-\(indexSheets.count + 1).svg"
      var pictures: [SVGSheet.Picture] = []
      for entry in shown {
        var picture = drawings[entry.scene][entry.picture]
        picture.name = Self.indexName(built[entry.scene], picture: entry.picture)
        if let environment = entry.environment {
          picture.environment = environment
          picture.caption = Self.caption([environment], marks: picture.marks)
        }
        picture.caption = built[entry.scene].name + ": " + (picture.caption ?? "")
        if let environment = entry.environment {
          picture.name =
            built[entry.scene].name + "-"
            + RenderPage.fileStem(for: environment, includeIOS: includeIOS)
        }
        pictures.append(picture)
        let reference = PictureReference(
          scene: entry.scene, picture: entry.picture,
          environment: entry.environment ?? picture.environment)
        path[key(reference, drawnAs: entry.environment)] = sheetPath + "#" + (picture.name ?? "")
      }
      let sheet = SVGSheet(
        pictures: pictures, title: "\(pictures.count) pictures of the findings in index.html")
      indexSheets.append((sheetPath, sheet.svg))
      shown = []
    }
    var placed: Set<String> = []  // lookups only
    func place(_ reference: PictureReference?, asItself: Bool) {
      guard let reference else { return }
      // Drawn as its picture's first environment unless that is another device.
      let drawnAs: Environment? =
        asItself
          && built[reference.scene].pictures[reference.picture].environment.device.id
            != reference.environment.device.id
        ? reference.environment : nil
      let name = key(reference, drawnAs: drawnAs)
      guard !placed.contains(name) else { return }
      placed.insert(name)
      shown.append((reference.scene, reference.picture, drawnAs))
      if shown.count == Self.indexSheetSize { flush() }
    }
    func drawnPath(_ reference: PictureReference, asItself: Bool) -> String? {
      let drawnAs: Environment? =
        asItself
          && built[reference.scene].pictures[reference.picture].environment.device.id
            != reference.environment.device.id
        ? reference.environment : nil
      return path[key(reference, drawnAs: drawnAs)]
    }
    for number in evidence.indices {
      place(evidence[number].worst, asItself: false)
      place(evidence[number].right, asItself: true)
    }
    flush()
    for number in evidence.indices {
      evidence[number].worstPath = evidence[number].worst.flatMap {
        drawnPath($0, asItself: false)
      }
      evidence[number].rightPath = evidence[number].right.flatMap {
        drawnPath($0, asItself: true)
      }
    }
    self.evidence = evidence
    self.indexSheets = indexSheets
  }

  /// A sheet's caption of a picture standing for `environments` (the first drawn):
  /// `iPhone X, portrait, iOS 26 +3 more · finding 1`.
  static func caption(_ environments: [Environment], marks: [FindingMark]) -> String {
    guard let first = environments.first else { return "" }
    let numbers = marks.map { String($0.number) }
    return first.description
      + (environments.count > 1 ? " +\(environments.count - 1) more" : "")
      + (numbers.isEmpty
        ? "" : " · finding\(numbers.count == 1 ? "" : "s") " + numbers.joined(separator: ", "))
  }

  /// The title a scene's sheet is drawn with, replaced by the scenes that show it.
  static let sheetTitlePlaceholder = "scenes-of-this-sheet"

  /// A picture's name in an index sheet: its scene's name and its own, `A0-1-iphone-x-portrait`.
  static func indexName(_ scene: Scene, picture: Int) -> String {
    scene.name + "-" + scene.pictures[picture].name
  }

  /// The sheets of the pictures `index.html` shows (``Evidence/worstPath``), in order.
  public private(set) var indexSheets: [(path: String, contents: String)] = []

  /// The files to write, relative to the output directory: the pages' one style sheet and
  /// script; scene by scene, the sheet of its pictures and its page; then the index's sheets and
  /// `index.html`.
  public var files: [(path: String, contents: String)] {
    var result: [(path: String, contents: String)] = [
      (HTMLReport.stylePath, HTMLReport.styleSheet),
      (HTMLReport.scriptPath, HTMLReport.script(self)),
    ]
    for (index, scene) in scenes.enumerated() {
      // A sheet shared with an earlier scene is written once.
      if !scenes[..<index].contains(where: { $0.sheetPath == scene.sheetPath }) {
        result.append((scene.sheetPath, scene.sheet))
      }
      result.append((Self.pagePath(ofScene: scene.name), HTMLReport.scenePage(self, scene: index)))
    }
    result += indexSheets
    result.append(("index.html", HTMLReport.render(self)))
    return result
  }

  /// The page of the scene called `name`, relative to the report: `A0-1.html`.
  public static func pagePath(ofScene name: String) -> String {
    name + ".html"
  }

  /// The sheet of the pictures of the scene called `name`, relative to the report:
  /// `pictures/A0-1.svg`.
  public static func sheetPath(ofScene name: String) -> String {
    "pictures/" + name + ".svg"
  }

  /// Every picture, scene by scene.
  public var pictures: [RenderPage] { scenes.flatMap(\.pictures) }

  /// The environment whose picture shows `finding` worst: the largest amount, and among
  /// environments with that amount the smallest screen (then the first in matrix order), so that
  /// the picture sits beside the right one at its own size.
  static func shownWorst(_ finding: Finding) -> Environment? {
    guard finding.amounts.count == finding.environments.count, let largest = finding.amounts.max()
    else { return finding.worstEnvironment }
    var best: Environment?
    for (at, environment) in finding.environments.enumerated()
    where PointFormat.nearlyEqual(finding.amounts[at], largest) {
      let area = environment.device.portraitSize.width * environment.device.portraitSize.height
      if let current = best,
        current.device.portraitSize.width * current.device.portraitSize.height <= area
      {
        continue
      }
      best = environment
    }
    return best
  }

  /// One group of a scene's layouts that share a picture: positions in the scene's layouts, and
  /// the findings drawn with their amounts.
  struct Group {
    var layouts: [Int]
    var marks: [(finding: Int, amount: CGFloat)]
  }

  /// What makes two layouts of a scene share a picture.
  struct GroupKey: Hashable {
    var analysis: ObjectIdentifier
    var housing: SensorHousing.Kind
    var homeIndicator: Bool
    var findings: [Int]
    var amounts: [CGFloat]
  }

  static func group(
    _ scene: ReportScene, findings: [Finding], mine: [Int], amounts: [[Int: CGFloat]],
    index: EnvironmentIndex
  ) -> [Group] {
    var groups: [Group] = []
    var groupOf: [GroupKey: Int] = [:]  // lookups only
    var shownOf: [ObjectIdentifier: [Int]] = [:]  // lookups only
    for (position, layout) in scene.layouts.enumerated() {
      let analysis = ObjectIdentifier(layout.analysis)
      let shown: [Int]
      if let known = shownOf[analysis] {
        shown = known
      } else {
        let views = visibleViews(layout.snapshot)
        shown = mine.filter { number in
          views.contains { SVGRenderer.view($0, matches: findings[number].view) }
        }
        shownOf[analysis] = shown
      }
      let environment = layout.environment
      let at = index.position(of: environment)
      var marks: [(finding: Int, amount: CGFloat)] = []
      for number in shown {
        if let at, let amount = amounts[number][at] { marks.append((number, amount)) }
      }
      let key = GroupKey(
        analysis: analysis, housing: environment.device.housing.kind,
        homeIndicator: environment.device.hasHomeIndicator, findings: marks.map(\.finding),
        amounts: marks.map(\.amount))
      if let existing = groupOf[key] {
        groups[existing].layouts.append(position)
      } else {
        groupOf[key] = groups.count
        groups.append(Group(layouts: [position], marks: marks))
      }
    }
    return groups
  }

  /// The views of `snapshot` that show: not hidden, no hidden ancestor.
  static func visibleViews(_ snapshot: LayoutSnapshot) -> [ViewSnapshot] {
    var result: [ViewSnapshot] = []
    func visit(_ view: ViewSnapshot) {
      guard !view.isHidden else { return }
      result.append(view)
      for subview in view.subviews { visit(subview) }
    }
    visit(snapshot.window)
    return result
  }

  static func evidence(
    for number: Int, findings: [Finding], amounts: [[Int: CGFloat]], scenes: [Scene],
    pictureOf: [[Int: Int]], index: EnvironmentIndex, incomplete: [Set<Int>] = []
  ) -> Evidence {
    let finding = findings[number]
    let drawn: (RenderPage) -> Bool = { page in page.marks.contains { $0.number == number + 1 } }
    var worst: PictureReference?
    if let environment = Self.shownWorst(finding), let at = index.position(of: environment) {
      for (sceneIndex, scene) in scenes.enumerated() {
        guard let picture = pictureOf[sceneIndex][at], drawn(scene.pictures[picture]) else {
          continue
        }
        worst = PictureReference(scene: sceneIndex, picture: picture, environment: environment)
        break
      }
    }
    if worst == nil {
      // The worst environment's picture does not show the view: the first picture that does.
      search: for (sceneIndex, scene) in scenes.enumerated() {
        for (pictureIndex, picture) in scene.pictures.enumerated() where drawn(picture) {
          worst = PictureReference(
            scene: sceneIndex, picture: pictureIndex, environment: picture.environment)
          break search
        }
      }
    }
    guard let worst else { return Evidence(worst: nil, right: nil) }
    let carries = incomplete.indices.contains(worst.scene) ? incomplete[worst.scene] : []
    var best: (score: RightScore, reference: PictureReference)?
    for (pictureIndex, picture) in scenes[worst.scene].pictures.enumerated() {
      for environment in picture.environments {
        guard let at = index.position(of: environment), amounts[number][at] == nil,
          let score = RightScore(
            environment, worst: worst.environment, carriesMissing: carries.contains(at))
        else { continue }
        // The first in matrix order among equals.
        if let current = best?.score, !(current < score) { continue }
        best = (
          score,
          PictureReference(scene: worst.scene, picture: pictureIndex, environment: environment)
        )
      }
    }
    return Evidence(worst: worst, right: best?.reference)
  }

  /// How well an environment where a finding does not show serves as its "right" picture
  /// (issue 31): an ordinary device — never one display of a device with two (the iPhone Duo)
  /// and never a layout that carries a missing value (``RightScore/init(_:worst:carriesMissing:)``
  /// is `nil` there) — of the same orientation and family as the worst picture and the same
  /// window size, the newest such device, then under the same iOS, then the closest in size.
  struct RightScore: Comparable {
    var sameOrientation: Bool
    var sameFamily: Bool
    var sameIOS: Bool
    var sameWindow: Bool
    var releaseYear: Int
    /// Minus the difference of the screens' areas, so that closer is larger.
    var closeness: CGFloat

    init?(_ environment: Environment, worst: Environment, carriesMissing: Bool) {
      let device = environment.device
      guard !device.hasTwoDisplays, !carriesMissing else { return nil }
      sameOrientation =
        OrientationKind(environment.orientation) == OrientationKind(worst.orientation)
      sameFamily = device.idiom == worst.device.idiom
      sameIOS = environment.ios == worst.ios
      sameWindow = environment.windowedFrame?.size == worst.windowedFrame?.size
      releaseYear = device.releaseYear ?? 0
      let area = { (device: Device) in device.portraitSize.width * device.portraitSize.height }
      closeness = -abs(area(device) - area(worst.device))
    }

    static func < (lhs: RightScore, rhs: RightScore) -> Bool {
      func rank(_ flag: Bool) -> Int { flag ? 1 : 0 }
      let left = [
        rank(lhs.sameOrientation), rank(lhs.sameFamily), rank(lhs.sameWindow), lhs.releaseYear,
        rank(lhs.sameIOS),
      ]
      let right = [
        rank(rhs.sameOrientation), rank(rhs.sameFamily), rank(rhs.sameWindow), rhs.releaseYear,
        rank(rhs.sameIOS),
      ]
      if left != right { return left.lexicographicallyPrecedes(right) }
      return lhs.closeness < rhs.closeness - PointFormat.epsilon
    }

    static func == (lhs: RightScore, rhs: RightScore) -> Bool { !(lhs < rhs) && !(rhs < lhs) }
  }
}

/// Positions of a matrix's environments, found without comparing whole device values.
struct EnvironmentIndex {
  let environments: [Environment]
  private let positions: [String: Int]  // lookups only

  init(_ environments: [Environment]) {
    self.environments = environments
    var positions: [String: Int] = [:]
    for (at, environment) in environments.enumerated() {
      positions[Self.key(environment)] = at
    }
    self.positions = positions
  }

  static func key(_ environment: Environment) -> String {
    "\(environment.device.id)\n\(environment.orientation.rawValue)\n\(environment.ios)\n"
      + "\(environment.statusBarHidden)\n\(environment.keyboard)\n"
      + "\(environment.window.map { "\($0)" } ?? "")\n\(environment.windowControls)\n"
      + "\(environment.suppliedWindowControlsFrame.map { "\($0)" } ?? "")\n"
      + "\(environment.barsMinimized.map { $0.safeAreaAdjustment.rawValue } ?? "")"
  }

  func position(of environment: Environment) -> Int? {
    positions[Self.key(environment)]
  }
}
