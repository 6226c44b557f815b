import DeviceCatalog
import Foundation
import HeadlessUIKit
import TextEscaping

/// Runs rules over one or more files across a device matrix and groups what they see into
/// findings.
///
/// ```swift
/// let auditor = Auditor(matrix: AuditMatrix())
/// let report = try auditor.audit(files: ["A3-2.yaml"]) { file, environment in
///   try layOut(file, in: environment)  // a LayoutSnapshot
/// }
/// ```
public struct Auditor: Sendable {
  /// The environments.
  public var matrix: AuditMatrix
  /// The rules to run (default: every rule).
  public var rules: [any AuditRule.Type]
  /// Whether a file is laid out once per distinct ``LayoutInputs`` and the snapshot reused for the
  /// other environments with the same inputs (default: yes). Valid when `layout` depends on the
  /// environment only through what it lays out with, which holds for scene files and Interface
  /// Builder documents: their layout reads nothing else of a device.
  public var sharesLayouts: Bool
  /// Whether findings seen only under approximate housing outlines
  /// (``Finding/isApproximate``) are reported (default: no; the report counts
  /// them, ``AuditReport/approximateLeftOut``). `safearea audit --include-approximate`.
  public var reportsApproximateOutlines = false
  /// Whether an `ignore` entry of the configuration accepts a finding (`nil`: no entry does).
  /// Asked of each rule's finding before a view's placement findings are merged
  /// (``PlacementFindings``): an accepted finding stays out of the merge, alone and without
  /// evidence, for the configuration to drop and count, and the other rules' findings on that
  /// view are merged and reported as if it did not exist. An entry names one rule, as a
  /// SwiftLint or detekt suppression does: it never hides another rule's finding.
  public var ignores: (@Sendable (Finding) -> Bool)?

  /// Creates an auditor.
  public init(
    matrix: AuditMatrix, rules: [any AuditRule.Type] = AuditRules.all, sharesLayouts: Bool = true
  ) {
    self.matrix = matrix
    self.rules = rules
    self.sharesLayouts = sharesLayouts
  }

  /// Audits `files`: lays each out in every environment with `layout`, runs every rule, groups.
  ///
  /// A file whose layout throws is a failure of that file (``AuditReport/failures``, with the
  /// error's text): its findings are left out and every other file is still audited.
  ///
  /// - Parameters:
  ///   - layout: lays out a file in an environment.
  ///   - accepts: whether a file is laid out in an environment at all (an iPad-only storyboard is
  ///     not laid out on iPhones); all of them when `nil`.
  ///   - progress: called after each layout with (done, total).
  ///   - collect: called once per file with its layouts, one per environment it was laid out in,
  ///     in matrix order (environments with equal ``LayoutInputs`` share one snapshot and one
  ///     ``AuditedLayout/analysis``): what `render` draws.
  public func audit(
    files: [String], layout: (String, Environment) throws -> LayoutSnapshot,
    accepts: ((String, Environment) -> Bool)? = nil,
    progress: ((Int, Int) -> Void)? = nil,
    collect: ((String, [AuditedLayout]) -> Void)? = nil
  ) -> AuditReport {
    let prepared = Prepared(self)
    let total = prepared.environments.count * files.count
    var done = 0
    var results: [FileResult] = []
    for file in files {
      results.append(
        result(
          of: file, prepared, layout: layout, accepts: accepts,
          progress: { progress?(done + $0, total) }, collect: collect))
      done += prepared.environments.count
    }
    return merged(results, files: files)
  }

  /// What auditing one file gave: its findings and layout count, or the error that stopped it;
  /// the environments left out because the file needs a newer iOS behaviour.
  package struct FileResult {
    package var findings: [Finding] = []
    package var layoutCount = 0
    package var failure: String?
    package var skipped: SkippedEnvironments?
    /// Findings left out because they exist only under approximate housing outlines, by
    /// ``Finding/identity`` (a view seen from two scenes is one).
    package var approximateLeftOut: [String] = []
    /// The notes on views whose place the constraints leave ambiguous, where a finding would
    /// rest on it (``AuditReport/ambiguityNotes``).
    package var ambiguityNotes: [String] = []

    package init(
      findings: [Finding] = [], layoutCount: Int = 0, failure: String? = nil,
      skipped: SkippedEnvironments? = nil, approximateLeftOut: [String] = [],
      ambiguityNotes: [String] = []
    ) {
      self.findings = findings
      self.layoutCount = layoutCount
      self.failure = failure
      self.skipped = skipped
      self.approximateLeftOut = approximateLeftOut
      self.ambiguityNotes = ambiguityNotes
    }
  }

  /// ``audit(file:_:layout:accepts:progress:)`` with a thrown error kept as the file's failure.
  package func result(
    of file: String, _ prepared: Prepared, layout: (String, Environment) throws -> LayoutSnapshot,
    accepts: ((String, Environment) -> Bool)?, progress: ((Int) -> Void)?,
    collect: ((String, [AuditedLayout]) -> Void)? = nil
  ) -> FileResult {
    do {
      var ambiguity: [String] = []
      let (findings, count, skipped) = try audit(
        file: file, prepared, layout: layout, accepts: accepts, progress: progress,
        collect: collect, ambiguity: &ambiguity)
      guard !reportsApproximateOutlines else {
        return FileResult(
          findings: findings, layoutCount: count, skipped: skipped, ambiguityNotes: ambiguity)
      }
      let kept = findings.filter { !$0.isApproximate }
      return FileResult(
        findings: kept, layoutCount: count, skipped: skipped,
        approximateLeftOut: findings.filter(\.isApproximate).map(\.identity),
        ambiguityNotes: ambiguity)
    } catch {
      return FileResult(failure: ControlCharacters.describe(error))
    }
  }

  /// The matrix's environments and their layout inputs, computed once per audit.
  package struct Prepared {
    package let environments: [Environment]
    /// Each environment's class of equal ``LayoutInputs``: the index of the first environment
    /// with the same inputs (hashed once per audit, not once per file and environment).
    let inputs: [Int]
    /// The classes for a file whose layout presents a controller (R13: the iOS version's
    /// presentation behaviour is an input too).
    let presentationInputs: [Int]
    package let grouping: Grouping

    package init(_ auditor: Auditor) {
      environments = auditor.matrix.environments
      inputs = auditor.sharesLayouts ? Self.classes(environments.map(LayoutInputs.init)) : []
      presentationInputs =
        auditor.sharesLayouts
        ? Self.classes(environments.map { LayoutInputs($0, presentations: true) }) : []
      grouping = Grouping(environments)
    }

    /// For each of `inputs`, the index of the first equal one.
    static func classes(_ inputs: [LayoutInputs]) -> [Int] {
      var first: [LayoutInputs: Int] = [:]  // lookups only
      return inputs.enumerated().map { index, input in
        if let known = first[input] { return known }
        first[input] = index
        return index
      }
    }
  }

  /// One file's findings, the number of layouts computed for it, and the environments left out
  /// because the file needs a newer iOS behaviour than theirs.
  ///
  /// A layout that throws an ``HeadlessUIKit/IOSRequirementError`` naming a version above the
  /// environment's (a scene file's `keyboard` guide under iOS 12) does not fail the file: that
  /// environment and every later one below the version are left out, unlaid, and listed in the
  /// result. Only when no environment of the matrix is left is the file a failure, with the
  /// located error of the newest requirement.
  func audit(
    file: String, _ prepared: Prepared, layout: (String, Environment) throws -> LayoutSnapshot,
    accepts: ((String, Environment) -> Bool)?, progress: ((Int) -> Void)?,
    collect: ((String, [AuditedLayout]) -> Void)? = nil, ambiguity: inout [String]
  ) throws -> (findings: [Finding], layoutCount: Int, skipped: SkippedEnvironments?) {
    var layouts: [AuditedLayout] = []
    layouts.reserveCapacity(prepared.environments.count)
    // Each layout's environment as an index into the matrix's (for grouping, without hashing).
    var matrixIndices: [Int] = []
    matrixIndices.reserveCapacity(prepared.environments.count)
    // By layout class (``Prepared/inputs``), the layouts made in it with the environment each
    // was made in (a code screen's can hold in part of its class only, where its code's reads
    // give the same values: ``HeadlessUIKit/LayoutSnapshot/reuseCondition``); the layouts with
    // values the model cannot know.
    var laidOut: [Int: [(index: Int, layout: AuditedLayout, presents: Bool)]] = [:]
    var unknowable: Set<ObjectIdentifier> = []
    var layoutCount = 0
    // The newest iOS behaviour a layout said it needs, why, and the environments left out.
    var requirement: (ios: Int, error: any IOSRequirementError)?
    var skipped: [Environment] = []
    // Chosen by the file's first layout: whether it presents a controller (a file presents in
    // every environment or in none).
    var keys: [Int]?
    for (index, environment) in prepared.environments.enumerated() {
      defer { progress?(index + 1) }
      guard accepts?(file, environment) ?? true else { continue }
      if let requirement, environment.ios < requirement.ios {
        skipped.append(environment)
        continue
      }
      if sharesLayouts, let keys,
        let shared = laidOut[keys[index]]?.first(where: { made in
          reusable(made, at: index, environment, prepared)
        })
      {
        layouts.append(shared.layout.reused(in: environment))
        matrixIndices.append(index)
      } else {
        let snapshot: LayoutSnapshot
        do {
          snapshot = try layout(file, environment)
        } catch let error as any IOSRequirementError {
          guard let needed = error.requiredIOS, needed > environment.ios else { throw error }
          if needed > requirement?.ios ?? .min { requirement = (needed, error) }
          skipped.append(environment)
          continue
        }
        let audited = AuditedLayout(file: file, snapshot: snapshot)
        if audited.analysis.hasMissingValues {
          unknowable.insert(ObjectIdentifier(audited.analysis))
        }
        if sharesLayouts {
          // A layout that rests on more than its layout inputs (a code screen's `#available`
          // and device checks) is reused only where its condition holds (see `reusable`).
          let presents = audited.snapshot.presentsControllers
          let chosen = keys ?? (presents ? prepared.presentationInputs : prepared.inputs)
          keys = chosen
          laidOut[chosen[index], default: []].append((index, audited, presents))
        }
        layouts.append(audited)
        matrixIndices.append(index)
        layoutCount += 1
      }
    }
    var skippedEnvironments: SkippedEnvironments?
    if let requirement {
      // Laid out nowhere on the matrix: a failure, located where the scene uses the API.
      guard !layouts.isEmpty else { throw requirement.error }
      skippedEnvironments = SkippedEnvironments(
        file: file, requiredIOS: requirement.ios,
        reason: requirement.error.requirementSummary, environments: skipped,
        summary: EnvironmentGrouping.summary(skipped, matrix: matrix))
    }
    // Render draws every layout, those with stand-in values too (it says so).
    collect?(file, layouts)
    // Precision before recall: a layout that needed a value the model cannot know (R17.3,
    // R17.4) placed its views with a stand-in, so no finding is made from it.
    if !unknowable.isEmpty {
      let kept = layouts.indices.filter {
        !unknowable.contains(ObjectIdentifier(layouts[$0].analysis))
      }
      layouts = kept.map { layouts[$0] }
      matrixIndices = kept.map { matrixIndices[$0] }
    }
    return (
      findings(
        file: file, layouts: layouts, grouping: prepared.grouping, matrixIndices: matrixIndices,
        ambiguity: &ambiguity),
      layoutCount, skippedEnvironments
    )
  }

  /// Whether the layout `made` (in the matrix's environment `made.index`) is the layout of `environment`
  /// (the matrix's `index`), whose layout inputs put it in the same class: a layout that
  /// presents a controller needs equal presentation inputs too (R13), and one whose code read
  /// more of its environment than the inputs fix (``HeadlessUIKit/LayoutSnapshot/reuseCondition``:
  /// a code screen's `#available` or device check) needs every such read to give the same value
  /// here. A layout without a condition (every storyboard, xib and scene file) is reused in its
  /// whole class, as before.
  func reusable(
    _ made: (index: Int, layout: AuditedLayout, presents: Bool), at index: Int,
    _ environment: Environment, _ prepared: Prepared
  ) -> Bool {
    if made.presents, prepared.presentationInputs[made.index] != prepared.presentationInputs[index]
    {
      return false
    }
    let snapshot = made.layout.snapshot
    guard !snapshot.restsOnLayoutInputsOnly else { return true }
    return snapshot.reuseCondition?.holds(in: environment) ?? false
  }

  /// The report of `results` (one per file of `files`, in order): findings sorted in a total
  /// order, each finding once; failures in file order.
  ///
  /// The report depends only on the set of results, never on the order they arrived in, so an
  /// audit spread over processes gives the one-process report.
  package func merged(_ results: [FileResult], files: [String]) -> AuditReport {
    // A storyboard scene is laid out inside its containers, so a view can be seen from two scenes
    // (the container's and its own): report each finding once. The identity of a finding includes
    // its file (`ViewReference.file`), so equal scene ids in two files are two findings.
    var unique: [Finding] = []
    for finding in results.flatMap(\.findings).sorted(by: Finding.totallyOrdered)
    where unique.last != finding {
      unique.append(finding)
    }
    var report = AuditReport(
      findings: unique, files: files, matrix: matrix, environmentCount: matrix.environments.count)
    report.layoutCount = results.reduce(0) { $0 + $1.layoutCount }
    report.failures = zip(files, results).compactMap { file, result in
      result.failure.map { AuditFailure(file: file, message: $0) }
    }
    report.skipped = results.compactMap(\.skipped)
    report.approximateLeftOutFindings = Array(Set(results.flatMap(\.approximateLeftOut))).sorted()
    report.ambiguityNotes = Array(Set(results.flatMap(\.ambiguityNotes))).sorted()
    return report
  }

  /// Audits one file given a closure from environment to snapshot.
  public func audit(
    file: String, layout: (Environment) throws -> LayoutSnapshot
  ) -> AuditReport {
    audit(files: [file]) { _, environment in try layout(environment) }
  }

  /// The findings of every rule over one file's layouts.
  public func findings(file: String, layouts: [AuditedLayout]) -> [Finding] {
    var ambiguity: [String] = []
    return findings(
      file: file, layouts: layouts, grouping: Grouping(matrix.environments), ambiguity: &ambiguity)
  }

  /// The matrix's environments by key, and the summaries already written (a summary depends only
  /// on the environments, and many findings share theirs).
  package final class Grouping {
    let environments: [Environment]
    package let index: [EnvironmentKey: Int]  // lookups only
    /// For each environment, ``index`` of its key: where its observations are grouped (the last
    /// environment with an equal key), found without hashing.
    let positions: [Int]
    var summaries: [[Int]: String] = [:]  // lookups only

    init(_ environments: [Environment]) {
      self.environments = environments
      var index: [EnvironmentKey: Int] = [:]
      let keys = environments.map(EnvironmentKey.init)
      for (at, key) in keys.enumerated() { index[key] = at }
      self.index = index
      positions = keys.map { index[$0] ?? 0 }
    }

    /// Where an observation made in `environment` is grouped; `nil` outside the matrix.
    func position(of environment: Environment) -> Int? {
      index[EnvironmentKey(environment)]
    }
  }

  /// One observation as seen in one environment: the observation (an index into a rule's
  /// observations), where it is grouped (``Grouping/positions``), and, for an observation shared
  /// by the environments of one layout (``AuditRule/readsOnlyLayoutInputs``), the layout it is
  /// seen in: its own `environment` is the first sharing layout's.
  struct Sighting {
    var observation: Int
    var position: Int?
    var layout: Int?
  }

  /// - Parameter matrixIndices: each layout's environment as an index into the matrix's
  ///   environments (`grouping.environments`); `nil`: looked up.
  /// - Parameter ambiguity: gains a note for each view a rule found something on whose place,
  ///   along the axis the finding is about, the constraints leave ambiguous (AL2.4): no finding
  ///   rests on such a place, and the note says so instead of staying silent (issue 31).
  func findings(
    file: String, layouts: [AuditedLayout], grouping: Grouping, matrixIndices: [Int]? = nil,
    ambiguity: inout [String]
  ) -> [Finding] {
    let layoutPositions = layouts.indices.map { at in
      matrixIndices.map { grouping.positions[$0[at]] }
        ?? grouping.position(of: layouts[at].environment)
    }
    // Each layout's shared analysis, numbered in order of first use (found once for every rule).
    var analyses: [ObjectIdentifier: Int] = [:]  // lookups only
    let analysisNumbers = layouts.map { layout in
      let key = ObjectIdentifier(layout.analysis)
      if let known = analyses[key] { return known }
      analyses[key] = analyses.count
      return analyses.count - 1
    }
    var result: [Finding] = []
    // Layouts where some frame is ambiguous, by environment (for the matrix rules' observations).
    var ambiguousLayouts: [EnvironmentKey: Int] = [:]  // lookups only
    for (at, layout) in layouts.enumerated() where layout.analysis.hasAmbiguity {
      ambiguousLayouts[EnvironmentKey(layout.environment)] = at
    }
    // The observations left out because they rest on an ambiguous place, by view: the rules,
    // the environments (their positions) and the axes.
    var unplaced = AmbiguityLedger()
    let reported = layouts.first?.snapshot.reportedViewIDs
    // The views reported in each environment, when code hides a view in some environments only
    // (R22.20; lookups only).
    var reportedIn: [EnvironmentKey: Set<String>] = [:]
    if layouts.first?.snapshot.reportedViewIDsVary == true {
      for layout in layouts {
        reportedIn[EnvironmentKey(layout.environment)] = layout.snapshot.reportedViewIDs
      }
    }
    let assumedFullScreen = layouts.first?.snapshot.assumesFullScreen == true
    let placedByContainer = layouts.first?.snapshot.placedByContainer == true
    func isReported(_ view: ViewReference, in environment: Environment) -> Bool {
      guard let id = view.sceneID,
        let own = reportedIn.isEmpty
          ? reported : reportedIn[EnvironmentKey(environment)] ?? reported
      else { return true }
      return own.contains(id)
    }
    func leftOut(_ observation: Observation, _ rule: RuleIdentifier, at position: Int?) {
      // What the filters below would drop anyway is not noted either.
      if assumedFullScreen, observation.edge == .top { return }
      if placedByContainer, observation.edge != nil { return }
      if isReported(observation.view, in: observation.environment) {
        unplaced.add(observation, rule: rule)
      }
    }
    // Every visible view whose own place is ambiguous, and where.
    for (at, layout) in layouts.enumerated() where layout.analysis.hasAmbiguity {
      for entry in layout.analysis.entries where !entry.isHiddenInWindow {
        guard let attributes = entry.view.ambiguousAttributes, !attributes.isEmpty else {
          continue
        }
        let view = entry.reference
        if isReported(view, in: layout.environment) {
          unplaced.add(view, attributes: attributes, position: layoutPositions[at])
        }
      }
    }
    for ruleType in rules {
      let rule = ruleType.init()
      let identifier = ruleType.description.identifier
      var observations: [Observation] = []
      var sightings: [Sighting] = []
      if ruleType.readsOnlyLayoutInputs {
        // Once per shared layout; every environment that shares it sees the observations.
        var seen = [Range<Int>?](repeating: nil, count: analyses.count)
        var dropped = [[Observation]](repeating: [], count: analyses.count)
        for (at, layout) in layouts.enumerated() {
          let range: Range<Int>
          if let known = seen[analysisNumbers[at]] {
            range = known
          } else {
            let start = observations.count
            for observation in rule.check(layout) {
              if layout.restsOnAmbiguity(observation) {
                dropped[analysisNumbers[at]].append(observation)
              } else {
                observations.append(observation)
              }
            }
            range = start..<observations.count
            seen[analysisNumbers[at]] = range
          }
          for observation in dropped[analysisNumbers[at]] {
            leftOut(observation, identifier, at: layoutPositions[at])
          }
          for observation in range {
            sightings.append(
              Sighting(observation: observation, position: layoutPositions[at], layout: at))
          }
        }
      } else {
        for (at, layout) in layouts.enumerated() {
          let start = observations.count
          for observation in rule.check(layout) {
            if layout.restsOnAmbiguity(observation) {
              leftOut(observation, identifier, at: layoutPositions[at])
            } else {
              observations.append(observation)
            }
          }
          // Seen in its own environment: the layout's, unless the rule said otherwise.
          let layoutKey = EnvironmentKey(layout.environment)
          for observation in start..<observations.count {
            let environment = observations[observation].environment
            let position =
              EnvironmentKey(environment) == layoutKey
              ? layoutPositions[at] : grouping.position(of: environment)
            sightings.append(Sighting(observation: observation, position: position))
          }
        }
      }
      for observation in rule.checkMatrix(layouts) {
        if let at = ambiguousLayouts[EnvironmentKey(observation.environment)],
          layouts[at].restsOnAmbiguity(observation)
        {
          leftOut(observation, identifier, at: grouping.position(of: observation.environment))
          continue
        }
        sightings.append(
          Sighting(
            observation: observations.count,
            position: grouping.position(of: observation.environment)))
        observations.append(observation)
      }
      if layouts.first?.snapshot.assumesFullScreen == true {
        // Laid out full screen by assumption only: code may push the scene under a bar or show
        // it as a sheet, so a problem resting on the top edge is not known to exist.
        sightings.removeAll { observations[$0.observation].edge == .top }
      }
      if placedByContainer {
        // A child whose view its container's code places: where the screen's edges are
        // relative to it is not known, so nothing resting on one is.
        sightings.removeAll { observations[$0.observation].edge != nil }
      }
      if reported != nil {
        // An embedded child: its container's views are reported in the container's scene; a
        // view code hides in some environments is not reported there.
        sightings.removeAll { sighting in
          let observation = observations[sighting.observation]
          return !isReported(observation.view, in: observation.environment)
        }
      }
      result += group(
        observations, sightings: sightings, layouts: layouts, description: ruleType.description,
        file: file, grouping: grouping)
    }
    ambiguity += unplaced.notes
    var ignored: [Finding] = []
    if let ignores {
      ignored = result.filter(ignores)
      result.removeAll(where: ignores)
    }
    var merged = (PlacementFindings.merged(result.sorted(by: Finding.ordered)) + ignored)
      .sorted(by: Finding.ordered)
    if let note = layouts.first?.snapshot.assumedContext {
      // The scene was laid out in a context no segue gives (instantiated in code): what it shows
      // holds in that context only, so each finding says so and is one severity lower (an error
      // a warning, a warning a note).
      for index in merged.indices {
        merged[index].message += " (\(note))"
        for evidence in merged[index].evidence.indices {
          merged[index].evidence[evidence].message += " (\(note))"
        }
        merged[index].severity = merged[index].severity.lowered
        merged[index].contextLowered = true
      }
    }
    if let dispute = layouts.first?.snapshot.orientationDispute {
      // The window-filling controllers of the screen's showings disagree on the orientations:
      // a finding seen only in a disputed orientation holds under some showings only, an
      // assumed context (one severity lower, saying which showings disagree), as above.
      for index in merged.indices
      where !merged[index].environments.isEmpty
        && merged[index].environments.allSatisfy(dispute.covers)
      {
        merged[index].message += " (\(dispute.note))"
        for evidence in merged[index].evidence.indices {
          merged[index].evidence[evidence].message += " (\(dispute.note))"
        }
        merged[index].severity = merged[index].severity.lowered
      }
    }
    if let decided = layouts.first?.snapshot.codeContext {
      // What the app's code decided (how the screen is shown, what its controller sets): each
      // finding names it, with where the code says it.
      for index in merged.indices {
        merged[index].message += " (\(decided))"
        for evidence in merged[index].evidence.indices {
          merged[index].evidence[evidence].message += " (\(decided))"
        }
      }
    }
    return merged
  }

  /// One finding per view: the observations of one rule, each seen in its own environment,
  /// grouped across environments.
  func group(
    _ observations: [Observation], description: RuleDescription, file: String,
    grouping: Grouping
  ) -> [Finding] {
    group(
      observations,
      sightings: observations.indices.map {
        Sighting(observation: $0, position: grouping.position(of: observations[$0].environment))
      }, layouts: [], description: description, file: file, grouping: grouping)
  }

  /// One finding per view: the `sightings` of one rule's `observations` grouped across
  /// environments.
  func group(
    _ observations: [Observation], sightings: [Sighting], layouts: [AuditedLayout],
    description: RuleDescription, file: String, grouping: Grouping
  ) -> [Finding] {
    // Group by view without comparing whole environments (a Device is a large value): index the
    // sightings by view; environments are positions in the matrix. The dictionaries are only
    // looked up, never iterated, so no hash order reaches the output.
    // A view's observations mostly come one after another: the last view's slot (or the same
    // observation, shared by several layouts) is tried before hashing the reference (its file
    // path) again.
    var views: [ViewReference] = []
    var lists: [[Int]] = []
    var slots: [ViewReference: Int] = [:]
    var last: (observation: Int, slot: Int)?
    for (index, sighting) in sightings.enumerated() {
      let view = observations[sighting.observation].view
      let slot: Int
      if let last, last.observation == sighting.observation || views[last.slot] == view {
        slot = last.slot
      } else if let known = slots[view] {
        slot = known
      } else {
        slot = views.count
        slots[view] = slot
        views.append(view)
        lists.append([])
      }
      lists[slot].append(index)
      last = (sighting.observation, slot)
    }
    var result: [Finding] = []
    for slot in views.indices.sorted(by: { views[$0] < views[$1] }) {
      let view = views[slot]
      let mine = lists[slot].map { sightings[$0] }
      let amount = { (at: Int) in observations[mine[at].observation].amount }
      // In matrix order.
      let positions = mine.map(\.position)
      let indices = Set(positions.compactMap { $0 }).sorted()
      let environments = indices.map { grouping.environments[$0] }
      let summary =
        grouping.summaries[indices]
        ?? EnvironmentGrouping.summary(environments, matrix: matrix)
      grouping.summaries[indices] = summary
      // The worst: the largest amount, the first in matrix order among equals.
      var worstIndex: Int?
      for index in mine.indices {
        guard let current = worstIndex else {
          worstIndex = index
          continue
        }
        if amount(index) > amount(current) + PointFormat.epsilon
          || (PointFormat.nearlyEqual(amount(index), amount(current))
            && (positions[index] ?? .max) < (positions[current] ?? .max))
        {
          worstIndex = index
        }
      }
      guard let worstIndex else { continue }
      let worst = observations[mine[worstIndex].observation]
      let minimum = mine.indices.map(amount).min() ?? worst.amount
      // The largest amount per environment, in the order of `environments`.
      var slots: [Int: Int] = [:]  // lookups only
      for (at, position) in indices.enumerated() { slots[position] = at }
      var amounts = [CGFloat](repeating: 0, count: indices.count)
      for (index, position) in positions.enumerated() {
        guard let position, let at = slots[position] else { continue }
        amounts[at] = max(amounts[at], amount(index))
      }
      var reference = view
      if reference.file.isEmpty { reference.file = file }
      var caveat = ""
      if mine.contains(where: { observations[$0.observation].caveat != nil }) {
        caveat = Self.caveat(
          seen: mine.map { sighting in
            let observation = observations[sighting.observation]
            let environment = sighting.layout.map { layouts[$0].environment }
            return (observation.caveat, (environment ?? observation.environment).device.id)
          })
      }
      var finding = Finding(
        rule: description.identifier, severity: description.severity, view: reference,
        message: Self.onlyOn(environments, matrix: matrix) + worst.message + caveat,
        fix: worst.fix, amount: worst.amount,
        minimumAmount: minimum, environments: environments, summary: summary)
      finding.amounts = amounts
      finding.isApproximate = mine.allSatisfy { observations[$0.observation].isApproximate }
      result.append(finding)
    }
    return result
  }
}

extension Auditor {
  /// `iPhone Duo only: ` when every environment of a finding is a display of one model with two
  /// displays (R20.1) and the matrix holds other devices too, so the headline says that no
  /// ordinary phone shows it (issue 31); else empty.
  static func onlyOn(_ environments: [Environment], matrix: AuditMatrix) -> String {
    guard let first = environments.first?.device, first.hasTwoDisplays,
      environments.allSatisfy({
        $0.device.hasTwoDisplays && $0.device.modelName == first.modelName
      }),
      matrix.devices.contains(where: { $0.modelName != first.modelName })
    else { return "" }
    return "\(first.modelName) only: "
  }

  /// The caveats of a view's observations, each counted over the devices: ` (at its end)` when
  /// every device has each of them, ` (approximate on 3 of 12 devices: why)` or
  /// ` (at its start on 2 of 12 devices; at its end on all 12 devices)` when some devices lack
  /// one, empty when there is none. In the order first seen.
  static func caveat(of observations: [Observation]) -> String {
    caveat(seen: observations.map { ($0.caveat, $0.environment.device.id) })
  }

  /// ``caveat(of:)`` of each observation's caveat and the id of the device it was seen on.
  static func caveat(seen observations: [(caveat: String?, device: String)]) -> String {
    guard observations.contains(where: { $0.caveat != nil }) else { return "" }
    // Only the counts of devices are written: sets (never iterated) count them.
    var devices: Set<String> = []
    var caveats: [(text: String, devices: Set<String>)] = []
    var last: String?
    for (caveat, device) in observations {
      // A device's observations mostly come together: each is counted once anyway.
      if device != last {
        devices.insert(device)
        last = device
      }
      guard let caveat else { continue }
      if let at = caveats.firstIndex(where: { $0.text == caveat }) {
        caveats[at].devices.insert(device)
      } else {
        caveats.append((caveat, [device]))
      }
    }
    guard !caveats.isEmpty else { return "" }
    if caveats.allSatisfy({ $0.devices.count == devices.count }) {
      return " (" + caveats.map(\.text).joined(separator: "; ") + ")"
    }
    let parts = caveats.map { caveat in
      // `approximate: why` becomes `approximate on 3 of 12 devices: why`.
      let counted =
        caveat.devices.count == devices.count
        ? "on all \(devices.count) devices"
        : "on \(caveat.devices.count) of \(devices.count) devices"
      let halves = caveat.text.split(separator: ":", maxSplits: 1).map(String.init)
      return halves.count == 2
        ? "\(halves[0]) \(counted):\(halves[1])" : "\(caveat.text) \(counted)"
    }
    return " (" + parts.joined(separator: "; ") + ")"
  }
}

/// What tells two environments of one audit apart, cheap to hash and compare.
package struct EnvironmentKey: Hashable, Comparable {
  var device: String
  var width: CGFloat
  var height: CGFloat
  var orientation: Orientation
  var ios: Int
  var statusBarHidden: Bool
  var keyboard: KeyboardState

  package init(_ environment: Environment) {
    device = environment.device.id
    width = environment.device.portraitSize.width
    height = environment.device.portraitSize.height
    orientation = environment.orientation
    ios = environment.ios
    statusBarHidden = environment.statusBarHidden
    keyboard = environment.keyboard
  }

  package static func < (lhs: EnvironmentKey, rhs: EnvironmentKey) -> Bool {
    let left = (lhs.device, lhs.width, lhs.height, lhs.orientation.rawValue, lhs.ios)
    let right = (rhs.device, rhs.width, rhs.height, rhs.orientation.rawValue, rhs.ios)
    if left != right { return left < right }
    if lhs.statusBarHidden != rhs.statusBarHidden { return !lhs.statusBarHidden }
    return lhs.keyboard.description < rhs.keyboard.description
  }
}
