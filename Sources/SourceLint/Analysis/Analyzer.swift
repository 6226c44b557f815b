import DeviceCatalog
import Dispatch
import Foundation

/// Runs the rules over the models of one lint run: classifies each definition once, reports it
/// where it is defined, reports each use where it is used (naming the definition), finds the
/// inline checks in statements, and evaluates what can be evaluated on the catalog.
///
/// A run has two steps. ``init(models:enabled:environments:)`` builds what every file shares:
/// the definition table and the classification of every definition, in file order. Then each
/// file is checked by its own analyzer (``findings(jobs:)``), on as many threads as asked; the
/// files' findings are merged in file order, so the result is the same on one thread or many.
final class Analyzer {
  let models: [SourceModel]
  let table: DefinitionTable
  let enabled: Set<String>
  let environments: [CatalogEnvironment]
  /// Evaluations on the catalog, shared by every file's analyzer.
  let evaluations: EvaluationCache
  var classifications: [SourceLocation: Classification?] = [:]
  var visiting: Set<SourceLocation> = []
  /// Names read as facts by their name alone (`SCREEN_HEIGHT` defined nowhere in the run),
  /// shared by every file's analyzer: each becomes one note.
  let unknownNames: UnknownNames
  /// How a fact's path marks that it was read from an undefined name.
  static let assumedPrefix = "?"
  /// After ``assumedPrefix``: the name is defined in another project of the run, not nowhere.
  static let assumedElsewhereMark = "^"

  /// The device fact each definition stands for (`SCREEN_HEIGHT`), or nil: computed once each.
  var factExpansions: [SourceLocation: LintExpression.Kind?] = [:]
  private(set) var findings: [LintFinding] = []
  /// Where each rule has reported (one finding per place and rule).
  var seen: Set<ReportKey> = []

  struct ReportKey: Hashable {
    var location: SourceLocation
    var rule: String
  }

  /// The findings made per line: the same rule with the same message (and the same evaluation)
  /// twice on one line is one finding (measurement R: `CGRectMake(0, NAV_H, W, H - NAV_H - TAB_H)` said "uses bar
  /// constant 'NAV_H'" twice, `x = 2 * W, width = W` "uses … 'W'" twice; 9 copies judged false).
  var seenOnLine: Set<LineKey> = []

  struct LineKey: Hashable {
    var file: String
    var line: Int
    var rule: String
    var message: String
  }

  /// The file this analyzer checks (``run(_:)``), whose name lookups are kept in
  /// ``definitionAnswers``.
  var checkedFile: String?
  /// The classes whose methods the checked Objective-C file implements (its `@implementation`s):
  /// what `self` can be in its methods (``reaches(_:through:)``).
  var checkedFileOwners: Set<String> = []
  /// `table.definition(name, from: checkedFile, member:)`, by name and member: a statement's
  /// names are looked up in each of its two walks, and the same names recur through a file.
  var definitionAnswers: [DefinitionQuery: SourceDefinition?] = [:]

  struct DefinitionQuery: Hashable {
    var name: String
    var member: Bool
  }

  /// The shared step: the definition table and every definition's classification.
  init(models: [SourceModel], enabled: Set<String>, environments: [CatalogEnvironment]) {
    self.models = models
    self.table = DefinitionTable(models)
    self.enabled = enabled
    self.environments = environments
    self.evaluations = EvaluationCache()
    self.unknownNames = UnknownNames()
    var windowInsetValues: [String: SourceLocation] = [:]  // lookups only
    var valuesSet: Set<String> = []
    for model in models {
      // Several definitions of one value: the first in file order, then by place.
      for name in model.windowInsetEnvironmentValues.keys.sorted()
      where windowInsetValues[name] == nil {
        if let position = model.windowInsetEnvironmentValues[name] {
          windowInsetValues[name] = SourceLocation(file: model.file, position: position)
        }
      }
      valuesSet.formUnion(model.environmentValuesSet)
    }
    // A value the app sets (from a `GeometryReader` at its root, say) is what was set.
    for name in valuesSet { windowInsetValues[name] = nil }
    self.windowInsetEnvironmentValues = windowInsetValues
    geometryProxyNames = Dictionary(
      models.map { ($0.file, $0.geometryProxyNames) }, uniquingKeysWith: { $0.union($1) })
    // The SwiftUI view tables are keyed by project and name (``viewKey(_:project:)``): a view
    // name resolves to a view of the same project (measurement Q: five apps of one repository,
    // each with its own `Home`).
    var controlViews: [String: String] = [:]  // lookups only
    var inputViews: [String: String] = [:]  // lookups only
    var barViews: [String: (row: String, file: String)] = [:]  // lookups only
    for model in models {
      for name in model.controlViews.keys.sorted() {
        let key = Self.viewKey(name, project: model.project)
        if controlViews[key] == nil { controlViews[key] = model.controlViews[name] }
      }
      for name in model.inputViews.keys.sorted() {
        let key = Self.viewKey(name, project: model.project)
        if inputViews[key] == nil { inputViews[key] = model.inputViews[name] }
      }
      for name in model.barViews.keys.sorted() {
        let key = Self.viewKey(name, project: model.project)
        if barViews[key] == nil, let row = model.barViews[name] {
          barViews[key] = (row, model.file)
        }
      }
    }
    // Measurement T: bars whose items are views of the run (`NavBaritem`, a `Button`; a tab
    // item acted on by `.onTapGesture`), bars that pin themselves, and views that fill the
    // height they are offered (``ViewShape``), each by project and name.
    var shapes: [String: (shape: ViewShape, project: String)] = [:]  // lookups only
    for model in models {
      for name in model.viewShapes.keys.sorted() {
        let key = Self.viewKey(name, project: model.project)
        if shapes[key] == nil, let shape = model.viewShapes[name] {
          shapes[key] = (shape, model.project)
        }
      }
    }
    let buttonViews = Set(shapes.filter { $0.value.shape.isButton }.keys)
    self.buttonViews = buttonViews
    for model in models {
      for name in model.viewShapes.keys.sorted() {
        let key = Self.viewKey(name, project: model.project)
        guard barViews[key] == nil, let shape = model.viewShapes[name], !shape.rowItems.isEmpty
        else { continue }
        let items = shape.rowItems.filter {
          buttonViews.contains(Self.viewKey($0, project: model.project))
        }
        if !items.isEmpty, shape.rowButtons + items.count >= 2 {
          barViews[key] = (SwiftUIPatterns.row(shape.rowButtons + items.count), model.file)
        }
      }
    }
    var filling = Set(shapes.filter { $0.value.shape.fills }.keys)
    for _ in 0..<4 {
      var grown = filling
      for (key, entry) in shapes.sorted(by: { $0.key < $1.key })
      where entry.shape.madeViews.contains(where: {
        filling.contains(Self.viewKey($0, project: entry.project))
      }) {
        grown.insert(key)
      }
      if grown == filling { break }
      filling = grown
    }
    fillingViews = filling
    selfPinnedViews = shapes.compactMapValues { entry in
      entry.shape.pinnedEdge.map { (edge: $0, how: entry.shape.pinnedHow) }
    }
    // A view that makes a view of the run holding a control holds it too (a screen whose tab
    // bar of another file holds the buttons: measurement I's `AppParent`), a few levels deep,
    // in name order each round.
    var madeViews: [String: [String]] = [:]  // lookups only
    for model in models {
      for name in model.madeViews.keys.sorted() {
        let key = Self.viewKey(name, project: model.project)
        if madeViews[key] == nil {
          madeViews[key] = (model.madeViews[name] ?? []).map {
            Self.viewKey($0, project: model.project)
          }
        }
      }
    }
    for _ in 0..<4 {
      var added: [(String, String)] = []
      for name in madeViews.keys.sorted() where controlViews[name] == nil {
        if let made = madeViews[name]?.first(where: { controlViews[$0] != nil }),
          let control = controlViews[made]
        {
          added.append((name, control))
        }
      }
      if added.isEmpty { break }
      for (name, control) in added { controlViews[name] = control }
    }
    // Each `ViewModifier` that gives up its content's safe area, with the first use (in file
    // order) whose subtree holds a control, directly or in a view of the run.
    var modifierControls: [String: (control: String, view: String?, place: SourceLocation)] = [:]
    for model in models {
      for use in model.modifierUses {
        let key = Self.viewKey(use.modifier, project: model.project)
        guard modifierControls[key] == nil else { continue }
        let place = SourceLocation(file: model.file, position: use.position)
        if let control = use.control {
          modifierControls[key] = (control, nil, place)
        } else if let view = use.views.first(where: {
          controlViews[Self.viewKey($0, project: model.project)] != nil
        }),
          let control = controlViews[Self.viewKey(view, project: model.project)]
        {
          modifierControls[key] = (control, view, place)
        }
      }
    }
    self.modifierControls = modifierControls
    self.controlViews = controlViews
    var verticalInsetViews: [String: (view: VerticalInsetView, file: String)] = [:]
    for model in models {
      for name in model.verticalInsetViews.keys.sorted() {
        let key = Self.viewKey(name, project: model.project)
        if verticalInsetViews[key] == nil, let view = model.verticalInsetViews[name] {
          verticalInsetViews[key] = (view, model.file)
        }
      }
    }
    self.verticalInsetViews = verticalInsetViews
    var scrollContainers: Set<String> = []
    for model in models {
      for name in model.scrollContainerViews {
        scrollContainers.insert(Self.viewKey(name, project: model.project))
      }
    }
    self.scrollContainerViews = scrollContainers
    var representables: Set<String> = []
    for model in models {
      for name in model.representableViews {
        representables.insert(Self.viewKey(name, project: model.project))
      }
    }
    self.representableViews = representables
    var sideControls: [String: String] = [:]
    for model in models {
      for name in model.sideControlViews.keys.sorted() {
        let key = Self.viewKey(name, project: model.project)
        if sideControls[key] == nil { sideControls[key] = model.sideControlViews[name] }
      }
    }
    self.sideControlViews = sideControls
    self.inputViews = inputViews
    self.barViews = barViews
    viewTypes = Set(madeViews.keys).union(controlViews.keys).union(inputViews.keys)
      .union(barViews.keys)
    var ownBarEdges: [String: Set<String>] = [:]  // lookups only
    for model in models {
      for pending in model.pendingBars
      where barViews[Self.viewKey(pending.view, project: model.project)] != nil
        && pending.ownPinEdges == nil && pending.after == nil
      {
        ownBarEdges[model.file, default: []].insert(pending.edge)
      }
      for pattern in model.patternFindings where pattern.rule == LintRules.handMadeBar {
        for edge in ["top", "bottom"] where pattern.message.includes(edge) {
          ownBarEdges[model.file, default: []].insert(edge)
        }
      }
    }
    self.ownBarEdges = ownBarEdges
    classifyAll()
  }

  /// The run's `ViewModifier`s that give up their content's safe area where a use of them
  /// holds a control: the control, the view of the run holding it, and where the use is.
  let modifierControls: [String: (control: String, view: String?, place: SourceLocation)]

  /// The run's `View` types whose body holds a control, by ``viewKey(_:project:)`` (the first
  /// file's, in file order, when two files of a project define one name).
  let controlViews: [String: String]
  /// The run's `View` types that put back only a top or bottom inset and hold a control, with
  /// their file (the first file's, in file order).
  let verticalInsetViews: [String: (view: VerticalInsetView, file: String)]
  /// The run's `View` types whose body is a vertical `ScrollView` holding what they are handed,
  /// by ``viewKey(_:project:)``: one vertical edge given up around one scrolls its controls
  /// clear of that edge.
  let scrollContainerViews: Set<String>
  /// The run's `UIViewRepresentable` and `UIViewControllerRepresentable` types, by
  /// ``viewKey(_:project:)``: the views a subtree hands one of them are hosted by UIKit
  /// (measurement W: a feed's pages, each in a `UIHostingController` of a UIKit pager), so the
  /// subtree's `.ignoresSafeArea()` does not move their controls.
  let representableViews: Set<String>
  /// The run's `View` types whose body puts a control at a side it reaches, by
  /// ``viewKey(_:project:)``: the control (``PendingIgnore/sideViews``).
  let sideControlViews: [String: String]
  /// The run's `View` types whose body holds a text field, and those that are a row of buttons
  /// (with the file that defines it), by name (the first file's, in file order).
  let inputViews: [String: String]
  let barViews: [String: (row: String, file: String)]
  /// The run's `View` types that fill the height they are offered, and those that pin
  /// themselves to an edge (with how a message says it), by ``viewKey(_:project:)``
  /// (``ViewShape``).
  let fillingViews: Set<String>
  /// The run's `View` types whose body is one `Button` or `NavigationLink`, or a view a tap
  /// acts on (``ViewShape/isButton``), by ``viewKey(_:project:)``.
  let buttonViews: Set<String>
  let selfPinnedViews: [String: (edge: String, how: String)]
  /// The run's `View` types, by ``viewKey(_:project:)`` (a view named in no file linted is a
  /// package's).
  let viewTypes: Set<String>

  /// The key of a SwiftUI view (or `ViewModifier`) named `name` in a file of `project`: view
  /// names resolve within a project, as other names do.
  static func viewKey(_ name: String, project: String) -> String { project + "\u{1}" + name }
  /// The edges at which each file pins a hand-made bar (a row of buttons, or a view of the run
  /// that is one): a bar height named in that file is the app's own bar's, not the system's.
  let ownBarEdges: [String: Set<String>]

  /// Environment values whose default reads a global window's safe area and that no file of
  /// the run sets, with where the default is.
  let windowInsetEnvironmentValues: [String: SourceLocation]
  /// Each file's names for a `GeometryProxy` (``SourceModel/geometryProxyNames``).
  let geometryProxyNames: [String: Set<String>]

  /// Definitions that refer to themselves, directly or through others, each cycle once, as
  /// located notes (they are not evaluated: ``Evaluator`` says "refers to itself").
  private(set) var cycleNotes: [LintNote] = []

  /// Classifies every definition, each once, in file order, the definitions it refers to
  /// first: an explicit depth-first walk (a chain of 10,000 macros, each naming the one
  /// before, recursed 10,000 calls deep and overflowed the stack), noting each cycle.
  func classifyAll() {
    var cycles: Set<[SourceLocation]> = []
    for model in models {
      for root in model.definitions where classifications[root.location] == nil {
        guard visiting.insert(root.location).inserted else { continue }
        var stack: [(definition: SourceDefinition, dependencies: [SourceDefinition], next: Int)] =
          [(root, dependencies(of: root), 0)]
        while let top = stack.last {
          if top.next < top.dependencies.count {
            stack[stack.count - 1].next += 1
            let dependency = top.dependencies[top.next]
            if classifications[dependency.location] != nil { continue }
            if visiting.contains(dependency.location) {
              // A cycle: the definitions from `dependency` to `top` on the stack.
              if let start = stack.firstIndex(where: {
                $0.definition.location == dependency.location
              }) {
                let members = stack[start...].map(\.definition)
                if cycles.insert(members.map(\.location).sorted()).inserted {
                  cycleNotes.append(Self.cycleNote(members))
                }
              }
              continue
            }
            visiting.insert(dependency.location)
            stack.append((dependency, dependencies(of: dependency), 0))
            continue
          }
          stack.removeLast()
          // Every definition it refers to is classified (or on the stack: a cycle, which
          // ``classification(of:)`` answers with nil while `visiting` holds it).
          classifications[top.definition.location] = classify(top.definition)
          visiting.remove(top.definition.location)
        }
      }
    }
  }

  /// The definitions `definition`'s value names, in order, each once.
  func dependencies(of definition: SourceDefinition) -> [SourceDefinition] {
    guard let expression = definition.expression else { return [] }
    var result: [SourceDefinition] = []
    var seen: Set<SourceLocation> = []
    // `&ctx` takes the address, not the value (measurement T: `static void *ctx = &ctx;`).
    var addressed: Set<SourcePosition> = []
    expression.walk { node in
      if case .unary("&", let operand) = node.kind { addressed.insert(operand.position) }
    }
    expression.walk { node in
      if let named = self.definition(named: node, file: definition.location.file),
        // `self.selectedViewController.shouldAutorotate` in `shouldAutorotate`: another
        // object's member of the same name, not a cycle; nor `brush.stepWidthForStroke()` in
        // `stepWidthForStroke()` (measurement T).
        !(named.location == definition.location && Self.isOtherObjectsMember(node)),
        !(named.location == definition.location && addressed.contains(node.position)),
        seen.insert(named.location).inserted
      {
        result.append(named)
      }
    }
    return result
  }

  /// Whether `node` reads a member through another object: a path, or a call whose name has
  /// a receiver other than `self` (`brush.stepWidthForStroke()`).
  static func isOtherObjectsMember(_ node: LintExpression) -> Bool {
    switch node.kind {
    case .path: return true
    case .call(let name, _):
      return name.contains(".") && !name.hasPrefix("self.") && !name.hasPrefix("Self.")
    default: return false
    }
  }

  /// `A → B → A`: where the first member is defined.
  static func cycleNote(_ members: [SourceDefinition]) -> LintNote {
    let first = members.min { $0.location < $1.location } ?? members[0]
    let names = members.map { "'\($0.name)'" }
    let path =
      members.count == 1
      ? "\(names[0]) refers to itself"
      : "\(names[0]) refers to itself through " + names.dropFirst().joined(separator: ", ")
    return LintNote(
      location: first.location,
      message: path + "; a definition that needs its own value is not evaluated",
      isUnreadable: false)
  }

  /// An analyzer for one file, sharing `shared`'s table, classifications and evaluations.
  private init(sharing shared: Analyzer) {
    self.models = []
    self.table = shared.table
    self.enabled = shared.enabled
    self.environments = shared.environments
    self.evaluations = shared.evaluations
    self.unknownNames = shared.unknownNames
    self.classifications = shared.classifications
    self.windowInsetEnvironmentValues = shared.windowInsetEnvironmentValues
    self.geometryProxyNames = shared.geometryProxyNames
    self.controlViews = shared.controlViews
    self.verticalInsetViews = shared.verticalInsetViews
    self.scrollContainerViews = shared.scrollContainerViews
    self.representableViews = shared.representableViews
    self.sideControlViews = shared.sideControlViews
    self.modifierControls = shared.modifierControls
    self.inputViews = shared.inputViews
    self.barViews = shared.barViews
    self.fillingViews = shared.fillingViews
    self.buttonViews = shared.buttonViews
    self.selfPinnedViews = shared.selfPinnedViews
    self.viewTypes = shared.viewTypes
    self.ownBarEdges = shared.ownBarEdges
  }

  /// Every file's findings, in file order (within a file: its definitions, then its statements),
  /// each file's passed through `finish` on the thread that checked it, checking the files on
  /// `jobs` threads.
  func findings<Result>(jobs: Int, finish: (SourceModel, [LintFinding]) -> Result) -> [Result] {
    findings(of: models, jobs: jobs, finish: finish)
  }

  /// ``findings(jobs:finish:)`` of some of the run's files (a run's findings are collected a
  /// part at a time, so that a run past its bound on findings stops early: ``Linter``).
  func findings<Result>(
    of models: [SourceModel], jobs: Int, finish: (SourceModel, [LintFinding]) -> Result
  ) -> [Result] {
    Parallel.map(models, jobs: jobs) { model in
      let analyzer = Analyzer(sharing: self)
      analyzer.run(model)
      return finish(model, analyzer.findings)
    }
  }

  /// Checks one file.
  func run(_ model: SourceModel) {
    currentSuppression = model.comments.isEmpty ? nil : Suppression(comments: model.comments)
    checkedFile = model.file
    definitionAnswers = [:]
    currentHidingOffsets = model.hidingOffsets
    checkedFileOwners =
      model.file.hasSuffix(".swift")
      ? [] : model.declaredTypes.union(model.definitions.compactMap(\.owner))
    defer {
      currentHidingOffsets = [:]
      currentSuppression = nil
      checkedFile = nil
      definitionAnswers = [:]
      checkedFileOwners = []
    }
    var reported: Set<String> = []
    for definition in model.definitions {
      defer { reportBarConstantUses(in: definition) }
      if reportDefinition(definition) {
        reported.insert(definition.name)
      } else if let expression = definition.expression, case .conditional = expression.kind,
        Shapes.choosesImageScale(definition.name, expression)
      {
        // An image scale chosen by a device check (`imagePixByDevice`): settled with its body,
        // whose branches choose the scale.
        reported.insert(definition.name)
      } else if let expression = definition.expression, !Self.isNumericShape(expression) {
        // `lazy var navBar = Bar(frame: CGRect(…, height: kNavBarHeight))`: not a finding
        // itself, but what its value uses is, as in any statement.
        // (A method's or property's body is checked inside it: `- (MASViewAttribute *)
        // mas_topLayoutGuide { return …self.topLayoutGuide… }` is the method named for it.)
        // (A cover's name is kept for `MainScreenBoundsRule.coversTheWindow`: `let bgCoverView
        // = UIView(frame: UIScreen.main.bounds)`, measurement R.)
        let enclosing: String? =
          [.method, .function, .property].contains(definition.kind)
            || MainScreenBoundsRule.isCoverName(definition.name) ? definition.name : nil
        check(
          SourceStatement(expression: expression, role: .value, enclosing: enclosing),
          file: model.file)
      }
    }
    for pattern in model.patternFindings {
      if let container = pattern.container,
        scrollContainerViews.contains(Self.viewKey(container, project: model.project))
      {
        continue
      }
      report(
        pattern.rule, at: SourceLocation(file: model.file, position: pattern.position),
        message: pattern.message)
    }
    let scoped = { (name: String) in Self.viewKey(name, project: model.project) }
    for pending in model.pendingIgnores {
      if pending.keyboard {
        guard let view = pending.views.first(where: { inputViews[scoped($0)] != nil }),
          let input = inputViews[scoped(view)]
        else { continue }
        report(
          LintRules.ignoresKeyboardSafeArea,
          at: SourceLocation(file: model.file, position: pending.position),
          message: "'.\(pending.modifier)\(pending.called)' ignores the keyboard too: the keyboard "
            + "covers '\(input)' of '\(view)' (ignore '.container' only)")
        continue
      }
      // A view that puts back the top or bottom inset itself, inside a subtree that gives up
      // every edge: its sides are what is lost (measurement H's chat room in a card).
      if pending.allEdges,
        let view = pending.views.first(where: { verticalInsetViews[scoped($0)] != nil }),
        let inset = verticalInsetViews[scoped(view)]
      {
        let fileName = inset.file.split(separator: "/").last.map(String.init) ?? inset.file
        report(
          LintRules.verticalInsetsOnly,
          at: SourceLocation(file: model.file, position: pending.position),
          message: "'.\(pending.modifier)' gives up every edge around '\(view)', which puts back "
            + "only the \(inset.view.edge) inset (\(fileName):\(inset.view.position.line)): "
            + "'\(inset.view.control)' reaches under the sensor housing and the rounded corners in "
            + "landscape")
        continue
      }
      // `Pager(pages) { FeedCell(…) }.ignoresSafeArea()` where `Pager` is a representable: its
      // UIKit view gives up the safe area, and the cells it hosts get theirs from UIKit (the
      // hosting controllers' own question is `hosting_controller_safe_area`).
      if representableViews.contains(scoped(pending.root)) { continue }
      let found: (view: String, control: String)?
      if let view = pending.views.first(where: { controlViews[scoped($0)] != nil }),
        let control = controlViews[scoped(view)]
      {
        found = (view, control)
      } else if let view = pending.sideViews.first(where: { sideControlViews[scoped($0)] != nil }),
        let control = sideControlViews[scoped(view)]
      {
        // A view whose own body puts the control at a side the subtree gives up.
        found = (view, control)
      } else {
        found = nil
      }
      guard let (view, control) = found else { continue }
      report(
        LintRules.ignoresSafeAreaControls,
        at: SourceLocation(file: model.file, position: pending.position),
        message: "'.\(pending.modifier)' lets '\(control)' of '\(view)' in this \(pending.root) "
          + "reach under " + SwiftUIPatterns.underWhat(sides: pending.sides))
    }
    for name in model.modifierIgnores.keys.sorted() {
      guard let pending = model.modifierIgnores[name], let use = modifierControls[scoped(name)]
      else {
        continue
      }
      let fileName = use.place.file.split(separator: "/").last.map(String.init) ?? use.place.file
      let holder = use.view.map { " of '\($0)'" } ?? ""
      report(
        LintRules.ignoresSafeAreaControls,
        at: SourceLocation(file: model.file, position: pending.position),
        message: "'.\(pending.modifier)' in the modifier '\(name)' lets '\(use.control)'"
          + "\(holder) of the view it modifies (\(fileName):\(use.place.position.line)) reach "
          + "under " + SwiftUIPatterns.underWhat(sides: pending.sides))
    }
    for pending in model.pendingBars {
      // Measurement T: a view laid over a screen in a `ZStack` is a bar only where its type
      // pins itself to an edge the stack reaches; one under (or above) a view of the run only
      // where that view fills the stack.
      if let edges = pending.ownPinEdges {
        guard let bar = barViews[scoped(pending.view)],
          let pin = selfPinnedViews[scoped(pending.view)], edges.contains(pin.edge)
        else { continue }
        let fileName = bar.file.split(separator: "/").last.map(String.init) ?? bar.file
        report(
          LintRules.handMadeBar, at: SourceLocation(file: model.file, position: pending.position),
          message: "'\(pending.view)' (\(bar.row), \(fileName)) \(pending.pinned), \(pin.how): "
            + "a hand-made bar")
        continue
      }
      if let after = pending.after, !fillingViews.contains(scoped(after)) { continue }
      // Measurement X: a row written in place — of buttons the file counts (no `rowItems`), or
      // whose items are views of the run — is a bar where two or more of its items are buttons.
      if let items = pending.rowItems {
        let tapped = items.filter { buttonViews.contains(scoped($0)) }
        let buttons = pending.rowButtons + tapped.count
        guard items.isEmpty || buttons >= 2 else { continue }
        let named = tapped.first.map { " ('\($0)' is a button)" } ?? ""
        report(
          LintRules.handMadeBar, at: SourceLocation(file: model.file, position: pending.position),
          message: "\(SwiftUIPatterns.row(buttons))\(named) \(pending.pinned): a hand-made bar")
        continue
      }
      guard let bar = barViews[scoped(pending.view)] else {
        // A type in no file linted (a package's), named as a bar and handed the selected
        // page: a tab bar by its signature (measurement L's `FloatingBar`).
        if let selection = pending.selection, !viewTypes.contains(scoped(pending.view)) {
          report(
            LintRules.handMadeBar,
            at: SourceLocation(file: model.file, position: pending.position),
            message: "'\(pending.view)' (in no file linted: named as a bar and handed the "
              + "selected page '\(selection)') \(pending.pinned): a hand-made bar")
        }
        continue
      }
      let fileName = bar.file.split(separator: "/").last.map(String.init) ?? bar.file
      report(
        LintRules.handMadeBar, at: SourceLocation(file: model.file, position: pending.position),
        message: "'\(pending.view)' (\(bar.row), \(fileName)) \(pending.pinned): a hand-made bar")
    }
    for read in model.environmentInsetReads {
      guard let place = windowInsetEnvironmentValues[read.name] else { continue }
      let fileName = place.file.split(separator: "/").last.map(String.init) ?? place.file
      report(
        LintRules.windowSafeArea, at: SourceLocation(file: model.file, position: read.position),
        message: "lays out with the environment value '\(read.name)', whose default reads a "
          + "global window's safe area (\(fileName):\(place.position.line)) and which no file "
          + "linted sets: the window's insets, not this view's")
    }
    currentWidthSinks = ReplacedWidthSinks(model)
    defer { currentWidthSinks = ReplacedWidthSinks() }
    var byEnclosing: [String: [SourceStatement]] = [:]
    for statement in model.statements {
      if let enclosing = statement.enclosing {
        byEnclosing[enclosing, default: []].append(statement)
      }
    }
    for statement in model.statements {
      // The body of a definition reported where it is defined is not reported again.
      if let enclosing = statement.enclosing, reported.contains(enclosing) { continue }
      currentLocals = statement.enclosing.flatMap { model.localNames[$0] } ?? []
      currentLocalValues = statement.enclosing.flatMap { model.localValues[$0] } ?? [:]
      currentEnclosingType = statement.enclosingType
      currentHarmlessLocal =
        isHarmlessScreenLocal(
          statement, among: statement.enclosing.flatMap { byEnclosing[$0] } ?? [],
          file: model.file)
        || isWindowCoverLocal(
          statement, among: statement.enclosing.flatMap { byEnclosing[$0] } ?? [],
          file: model.file)
      check(statement, file: model.file)
    }
    currentHarmlessLocal = false
    currentLocals = []
    currentLocalValues = [:]
    currentEnclosingType = nil
  }

  /// Reports each bar constant a Swift stored constant or property uses in its value (`let
  /// bgIvHeight = 126 + Constants.kStatusBarHeight` in a controller's body, `let kContentHeight
  /// = kScreenH - kStatuHeight - kTabBarHeight`): an initialiser of a type's stored property
  /// runs when the type is made, a file-scope one when first read, and lays out as much as a
  /// method's statement does (measurement S: 2 misses, 2 reported only as the screen read).
  /// Only for a value reported as nothing else or as a screen read: a bar constant's or a
  /// device-chosen value's own finding says what it holds. A use the value's statement check
  /// already reported is not reported twice (``report``).
  func reportBarConstantUses(in definition: SourceDefinition) {
    // (Also an Objective-C macro or constant: `#define kContentHeight (kScreenHeight -
    // kStatusBarHeight - kNavigationBarHeight - kTabBarHeight)`, reported only as the screen
    // read in measurement T.)
    guard [.constant, .property, .macro].contains(definition.kind), definition.parameters == nil,
      let expression = definition.expression
    else { return }
    // (A value chosen by a device flag, `kBottomViewH = IPhone_X ? 56 + kIndicatorH : 56`, is
    // reported as the choice it is: measurement M.)
    if let kind = classification(of: definition)?.kind, kind != .mainScreenBounds { return }
    let file = definition.location.file
    var uses: [(SourceDefinition, Classification, LintExpression)] = []
    expression.walk { node in
      if let used = self.definition(named: node, file: file), used.name != definition.name,
        let classification = classification(of: used), classification.kind == .barConstant
      {
        uses.append((used, classification, node))
      }
    }
    guard !uses.isEmpty else { return }
    let statement = SourceStatement(
      expression: expression, role: .value, target: definition.name)
    let context = StatementContext(
      statement: statement, file: file, written: expression,
      expression: expandingFacts(expression, file: file), forStatusBar: false,
      layoutConditionNodes: [])
    for (used, classification, node) in uses {
      use(used, classification, node, context)
    }
  }

  /// The locals of the function or property the statement being checked is in, and the values
  /// of those bound by `if let` / `guard let` (a local shadows a definition). Kept apart from
  /// the statement: reading a struct out of a class property copies all of it, on every node.
  var currentLocals: Set<String> = []
  var currentLocalValues: [String: LintExpression] = [:]
  /// The Swift type the statement being checked is in (``SourceStatement/enclosingType``).
  var currentEnclosingType: String?
  /// The values of the file being checked that an `.offset` gives only to move a view out of
  /// view (``SourceModel/hidingOffsets``).
  var currentHidingOffsets: [SourcePosition: HidingOffset] = [:]
  /// The positions, in the statement being checked, of what an image-drawing call is given
  /// (``MainScreenBoundsRule/imageDrawingPositions(_:)``).
  var currentDrawnPositions: Set<SourcePosition> = []
  /// Whether the statement being checked declares a local reading the screen whose every use
  /// is harmless (``isHarmlessScreenLocal(_:among:file:)``).
  var currentHarmlessLocal = false
  /// The positions, in the statement being checked, of reads of a local whose known value was
  /// put in its place (``substitutingLocals(_:)``): what a rule finds there was read where the
  /// local was set.
  var currentLocalReads: Set<SourcePosition> = []
  /// Of those, the parts of the values put in place (not the read itself): they stand where
  /// the local was set, whose own statement checked them as what it set (`UIView *headerV =
  /// [[UIView alloc] initWithFrame:CGRectMake(0, 0, kScreen_Width, …)]` of a table header, then
  /// `[headerV addSubview:…]` repeated the header's width; measurement S). A screen read there
  /// is not reported again.
  var currentLocalValueParts: Set<SourcePosition> = []
  /// The views of the file being checked whose width UIKit sets (``ReplacedWidthSinks``).
  var currentWidthSinks = ReplacedWidthSinks()
  /// The suppression comments of the file being checked (where a definition's finding goes).
  var currentSuppression: Suppression?

  // MARK: Reporting

  func report(
    _ rule: String, at location: SourceLocation, message: String,
    definition: SourceDefinition? = nil,
    definitionName: String? = nil, evaluation: CatalogEvaluation? = nil
  ) {
    guard enabled.contains(rule), let description = LintRules.description(rule) else { return }
    guard seen.insert(ReportKey(location: location, rule: rule)).inserted,
      seenOnLine.insert(
        LineKey(
          file: location.file, line: location.line, rule: rule,
          message: message + "\u{0}" + (evaluation?.summary ?? ""))
      ).inserted
    else { return }
    findings.append(
      LintFinding(
        rule: rule, severity: description.severity, location: location, message: message,
        fix: description.fix, definition: definition?.name ?? definitionName,
        definitionLocation: definition?.location, evaluation: evaluation))
  }

  @discardableResult
  func reportDefinition(_ definition: SourceDefinition) -> Bool {
    guard let classification = classification(of: definition), classification.reportsDefinition,
      let expression = definition.expression
    else { return false }
    // A state that starts at the screen's height and only moves its view out of view by it
    // (measurement W: `@State var offsetY = UIScreen.main.bounds.height` under `.offset(y:
    // offsetY)`): its start is a hiding offset's value, as a ternary's branch is.
    if classification.kind == .mainScreenBounds, case .fact(let fact, _) = expression.kind,
      MainScreenBoundsRule.hides(fact, at: expression.position, self)
    {
      return false
    }
    let evaluation = evaluate(definition: definition, expression, classification)
    let readsWindow =
      classification.kind == .barConstant
      && (expression.contains(Shapes.globalWindowSafeArea)
        || expression.contains { windowThroughName($0, file: definition.location.file) != nil })
    // `kNaviBarHeight = kStatusBarHeight + 44`, the status bar's height read from its frame:
    // not "fixed numbers" (measurement N: 5 wrong messages).
    let readsStatusBar =
      classification.kind == .barConstant
      && valueReadsStatusBar(expression, file: definition.location.file)
    let location = findingLocation(definition, expression, classification)
    report(
      classification.rule, at: location,
      message: Self.definitionMessage(
        definition, classification, readsWindow: readsWindow, readsStatusBar: readsStatusBar),
      definition: definition, evaluation: evaluation)
    // `#define SCREEN_WIDTH (UIInterfaceOrientationIsPortrait([UIApplication
    // sharedApplication].statusBarOrientation) ? [UIScreen mainScreen].bounds.size.width :
    // [UIScreen mainScreen].bounds.size.height)`: the orientation chooses which dimension lays
    // out, a second problem of its own (measurement N: 4 labels found only as screen reads).
    if classification.kind == .mainScreenBounds,
      case .conditional(let condition, _, _) = expandingFacts(
        expression, file: definition.location.file
      ).kind,
      Shapes.tests(.orientation, condition) != nil
        || referenced(condition, file: definition.location.file).contains(.orientationFlag)
    {
      report(
        LintRules.orientationLayout, at: location,
        message: "'\(definition.name)' chooses the screen's width or height by the interface "
          + "orientation", definition: definition)
    }
    return true
  }

  /// Where a definition's finding is placed: at its name, or — for a getter or a view function
  /// that reads the main screen, a global window or the status bar frame on a later line
  /// (`private var screenHeight: CGFloat {` / `UIScreen.main.bounds.height`; a 30-line
  /// `func popupMessage() -> some View` with one `.frame(width: UIScreen.main.bounds.width - 60)`)
  /// — at the first such read, the line a reviewer points at (measurement H: 13 labels). A
  /// suppression comment on the name's line keeps the finding there, where it is suppressed as
  /// it always was.
  func findingLocation(
    _ definition: SourceDefinition, _ expression: LintExpression, _ classification: Classification
  ) -> SourceLocation {
    let file = definition.location.file
    // A macro's finding stays at its name: a statement-expression macro's later lines are
    // continuation lines of one `#define` (measurement L: `kWindowSafeAreaInset`).
    if definition.kind == .macro { return definition.location }
    let reads: (LintExpression) -> Bool
    switch classification.kind {
    case .mainScreenBounds:
      reads = { node in
        if case .fact(let fact, _) = node.kind {
          return fact == .screenWidth || fact == .screenHeight || fact == .screenSize
        }
        return Shapes.isScreenRectangle(node)
      }
    case .windowSafeArea:
      reads = { Shapes.globalWindowSafeArea($0) || self.windowThroughName($0, file: file) != nil }
    case .statusBarFrame where file.hasSuffix(".swift") || Self.isCFunction(definition):
      // `static var statusBarHeight: CGFloat {` / `if let scene = … { return
      // scene.statusBarManager?.statusBarFrame.height ?? 0 }` (measurement K: Brick's getter,
      // found on the name's line above its label).
      reads = { node in
        if case .fact(.statusBarHeight, _) = node.kind { return true }
        return false
      }
    case .deviceSizeCheck, .sizeChoice, .notchFlag, .notchChoice, .barConstant, .modelCheck:
      // A getter or function whose body starts on a later line (`static var isIPhoneX: Bool {`
      // / `return UIScreen.main.bounds.size.height == 812`)
      // in Swift: at the body's first line, where the check or the numbers are (measurement J:
      // 7 labels found only a line off).
      return bodyLocation(definition, expression) ?? definition.location
    default:
      return definition.location
    }
    var first: SourcePosition?
    expandingFacts(expression, file: file).walk { node in
      guard reads(node) else { return }
      let position = node.position
      if let found = first,
        (found.line, found.column) <= (position.line, position.column)
      {
        return
      }
      first = position
    }
    guard let read = first, read.line > definition.location.position.line,
      currentSuppression?.suppresses(classification.rule, line: definition.location.position.line)
        != true
    else { return definition.location }
    return SourceLocation(file: definition.location.file, position: read)
  }

  /// The first line of a getter's, method's or function's body as written (nil for a macro or
  /// a constant, whose value follows its name, or when the body starts on the name's line). A
  /// suppression comment on the name's line keeps the finding at the name.
  func bodyLocation(_ definition: SourceDefinition, _ expression: LintExpression) -> SourceLocation?
  {
    // Swift, and C functions (`CGFloat tabBarHeight(void) {` / `return 49 + …;`: at the
    // `return`, measurement N: 4 labels, and M's 7); an Objective-C method's name line is where
    // its finding has always been.
    // (A C function's flag of guarded returns keeps its name line, where its labels were.)
    guard
      definition.location.file.hasSuffix(".swift")
        || (Self.isCFunction(definition) && classification(of: definition)?.kind == .barConstant)
    else {
      return nil
    }
    switch definition.kind {
    case .property, .method, .function: break
    default: return nil
    }
    let name = definition.location.position
    var first: SourcePosition?
    expression.walk { node in
      let position = node.position
      // Only this body's own lines: a node a reader placed elsewhere is not where it is read.
      guard position.line > name.line, position.line <= name.line + 40 else { return }
      if let found = first, (found.line, found.column) <= (position.line, position.column) {
        return
      }
      first = position
    }
    guard let first,
      currentSuppression?.suppresses(
        classification(of: definition)?.rule ?? "", line: name.line) != true
    else { return nil }
    return SourceLocation(file: definition.location.file, position: first)
  }

  /// A C function of an Objective-C file (read as a method without an owner).
  static func isCFunction(_ definition: SourceDefinition) -> Bool {
    !definition.location.file.hasSuffix(".swift") && definition.owner == nil
      && (definition.kind == .method || definition.kind == .function)
  }

  /// What `applicationFrame` is, said wherever it is reported: the screen's report of the app
  /// window's rectangle (deprecated since iOS 9), not the bounds of the window a view is in.
  static let applicationFrameNote =
    " (the app window's rectangle as the screen reports it, deprecated since iOS 9; not the "
    + "bounds of the window the view is in)"

  static func definitionMessage(
    _ definition: SourceDefinition, _ classification: Classification, readsWindow: Bool = false,
    readsStatusBar: Bool = false
  )
    -> String
  {
    let name = "'\(definition.name)'"
    switch classification.kind {
    case .notchFlag:
      // The question the flag's metric asks (a bottom-inset flag asks for the home indicator).
      switch classification.metric {
      case .hasHomeIndicator?: return "\(name) decides 'has a home indicator' by device"
      case .lacksHomeIndicator?: return "\(name) decides 'has no home indicator' by device"
      default: return "\(name) decides 'has a notch' by device"
      }
    case .notchChoice: return "\(name) chooses a layout value by 'has a notch'"
    case .deviceSizeCheck: return "\(name) compares the screen with device sizes"
    case .sizeChoice: return "\(name) chooses a value by the screen's size"
    case .modelCheck: return "\(name) compares the hardware model with model identifiers"
    case .barConstant:
      // `statusBarHeight = … ? (window?.safeAreaInsets.top ?? 20) : 20`: a global window's
      // inset with numbers as its fallbacks, not fixed numbers alone (measurement M).
      let what = classification.metric?.phrase ?? "a system bar"
      if readsWindow {
        return "\(name) stands in for \(what) with a global window's inset and fixed numbers"
      }
      if readsStatusBar {
        return "\(name) stands in for \(what) with the status bar's height as read and fixed "
          + "numbers"
      }
      return "\(name) stands in for \(what) with fixed numbers"
    case .statusBarFrame: return "\(name) reads the status bar frame as a layout metric"
    case .windowSafeArea: return "\(name) reads a global window's safe area"
    case .mainScreenBounds:
      if definition.expression?.contains(Shapes.readsApplicationFrame) == true {
        return "\(name) reads the main screen's applicationFrame" + Self.applicationFrameNote
      }
      return "\(name) reads the main screen's bounds"
    case .idiomChoice: return "\(name) chooses a layout value by interface idiom"
    case .orientationChoice: return "\(name) chooses a layout value by interface orientation"
    case .idiomFlag, .orientationFlag: return name
    }
  }
}
