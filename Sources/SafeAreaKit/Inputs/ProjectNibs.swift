import CodeScreens
import Foundation
import InterfaceBuilder
import SceneDocument
import TextEscaping

/// The xibs of a project folder, for code screens that load one (``CodeScreens/CodeNib``): a
/// controller whose view is in `Chat.xib`, `Bundle.main.loadNibNamed("Bar", …)`,
/// `UINib(nibName: "Bar", bundle: nil).instantiate(…)`.
///
/// ```swift
/// var screen = screens[0]
/// screen.nibs = ProjectNibs.shared(root: "MyApp")   // the xibs under the project folder
/// ```
///
/// A name is the xib's file name without `.xib`; when several xibs share it (localized copies),
/// the one in `Base.lproj`, else the first by path. Each is read once with the Interface Builder
/// reader, on first use. What the code reader cannot lay out from a xib (a stack view, a
/// baseline constraint, a constraint to an object that is not a view or its guide) makes the
/// whole xib `unreadable`: what comes from it is left out with a note, never half laid out.
public final class ProjectNibs: CodeNibProvider, @unchecked Sendable {
  /// The project folder.
  public let root: String
  private let paths: [String: String]  // lookups only
  private let lock = NSLock()
  private var read: [String: CodeNib?] = [:]  // lookups only
  /// The storyboards and xibs under the folder.
  private let interfaceBuilderDocuments: [String]
  private var navigationFound: Bool?

  /// Whether a storyboard or xib of the folder holds a navigation controller (one the code
  /// does not make); also `true` when one of them cannot be read. Read once, on first use.
  public var holdsNavigationController: Bool {
    lock.lock()
    defer { lock.unlock() }
    if let navigationFound { return navigationFound }
    let marker = Data("<navigationController".utf8)
    let found = interfaceBuilderDocuments.contains { path in
      guard let data = FileManager.default.contents(atPath: path) else { return true }
      return data.range(of: marker) != nil
    }
    navigationFound = found
    return found
  }

  /// Whether the folder's storyboards and xibs hold a navigation controller and every one has
  /// its bar hidden (`navigationBarHidden="YES"` in its tag); `false` when one of them cannot be
  /// read. With a code that makes none that shows its bar, every navigation controller the app
  /// has hides its bar (R22.30; code's fresh round Q: naPost's window navigation controller).
  public var everyNavigationControllerHidesItsBar: Bool {
    everyNavigationControllerHidesItsBar(rootHidesBar: { _ in false })
  }

  /// ``everyNavigationControllerHidesItsBar``, where a navigation controller without the
  /// attribute counts too when the custom class of its root (its `rootViewController`
  /// relationship's destination) satisfies `rootHidesBar`: the root's own code hides the bar
  /// for good once its view loads (``CodeContext/CodeIndex/hidesHeldBarForGood(_:)``; R22.30,
  /// fresh round R's Taka, whose storyboard navigation controller's root hides it in
  /// `viewDidLoad`).
  public func everyNavigationControllerHidesItsBar(rootHidesBar: (String) -> Bool) -> Bool {
    var found = false
    for path in interfaceBuilderDocuments {
      guard let data = FileManager.default.contents(atPath: path) else { return false }
      let text = String(decoding: data, as: UTF8.self)
      var rest = text[...]
      while let open = rest.range(of: "<navigationController") {
        guard let close = rest[open.upperBound...].firstIndex(of: ">") else { return false }
        if !rest[open.upperBound..<close].contains("navigationBarHidden=\"YES\"") {
          guard let root = Self.rootClass(of: text, from: close), rootHidesBar(root) else {
            return false
          }
        }
        found = true
        rest = rest[close...]
      }
    }
    return found
  }

  /// The custom class of the root of the navigation controller whose tag ends at `start` in
  /// `text`: the destination of the `rootViewController` relationship before its closing tag,
  /// and that controller's `customClass`; `nil` when either is missing.
  static func rootClass(of text: String, from start: String.Index) -> String? {
    let body = text[start...]
    let end = body.range(of: "</navigationController>")?.lowerBound ?? body.endIndex
    var rest = body[..<end]
    while let segue = rest.range(of: "<segue ") {
      guard let close = rest[segue.upperBound...].firstIndex(of: ">") else { return nil }
      let tag = rest[segue.lowerBound..<close]
      rest = rest[close...]
      guard tag.contains("relationship=\"rootViewController\""),
        let destination = attribute("destination", in: tag)
      else { continue }
      guard let element = text.range(of: " id=\"\(destination)\"") else { return nil }
      let tagStart = text[..<element.lowerBound].lastIndex(of: "<") ?? element.lowerBound
      let tagEnd = text[element.upperBound...].firstIndex(of: ">") ?? text.endIndex
      return attribute("customClass", in: text[tagStart..<tagEnd])
    }
    return nil
  }

  /// The value of XML attribute `name` in a tag's text.
  static func attribute(_ name: String, in tag: Substring) -> String? {
    guard let range = tag.range(of: " \(name)=\"") else { return nil }
    let value = tag[range.upperBound...]
    guard let quote = value.firstIndex(of: "\"") else { return nil }
    return String(value[..<quote])
  }

  /// Indexes the `.xib` files under `root` (hidden and build folders skipped).
  public init(root: String) {
    self.root = root
    var found: [String: [String]] = [:]
    let manager = FileManager.default
    var pending = [root]
    var visited = 0
    var documents: [String] = []
    let current = manager.currentDirectoryPath + "/"
    while let folder = pending.popLast(), visited < 100_000 {
      visited += 1
      guard let names = try? manager.contentsOfDirectory(atPath: folder) else { continue }
      for name in names.sorted() {
        let path = (folder as NSString).appendingPathComponent(name)
        var isDirectory: ObjCBool = false
        guard manager.fileExists(atPath: path, isDirectory: &isDirectory) else { continue }
        if isDirectory.boolValue {
          if name.hasPrefix(".")
            || ["build", "DerivedData", ".build", "node_modules"].contains(name)
            || name.hasSuffix(".xcodeproj") || name.hasSuffix(".xcassets")
            || name.hasSuffix(".bundle") || name.hasSuffix(".framework")
          {
            continue
          }
          pending.append(path)
        } else if name.lowercased().hasSuffix(".xib") {
          let relative = path.hasPrefix(current) ? String(path.dropFirst(current.count)) : path
          found[(name as NSString).deletingPathExtension, default: []].append(relative)
          documents.append(path)
        } else if name.lowercased().hasSuffix(".storyboard") {
          documents.append(path)
        }
      }
    }
    interfaceBuilderDocuments = documents.sorted()
    paths = found.mapValues { candidates in
      let sorted = candidates.sorted()
      return sorted.first { $0.contains("/Base.lproj/") } ?? sorted[0]
    }
  }

  /// The indexes made so far, by root.
  private final class Cache: @unchecked Sendable {
    let lock = NSLock()
    var byRoot: [String: ProjectNibs] = [:]  // lookups only
  }
  private static let cache = Cache()

  /// The xibs of the project folder `root`, indexed once per process.
  public static func shared(root: String) -> ProjectNibs {
    cache.lock.lock()
    defer { cache.lock.unlock() }
    if let known = cache.byRoot[root] { return known }
    let made = ProjectNibs(root: root)
    cache.byRoot[root] = made
    return made
  }

  /// The xib named `name`, read on first use.
  public func nib(named name: String) -> CodeNib? {
    lock.lock()
    if let known = read[name] {
      lock.unlock()
      return known
    }
    lock.unlock()
    let value = paths[name].flatMap(Self.read(path:))
    lock.lock()
    read[name] = value
    lock.unlock()
    return value
  }

  /// The xib at `path` as the code reader needs it, or `nil` when it cannot be read or is a
  /// storyboard-like document without views.
  public static func read(path: String) -> CodeNib? {
    guard let document = try? IBDocument.load(path: path), document.kind == .xib else { return nil }
    var ownerClass: String?
    var ownerView: CodeNib.View?
    var ownerOutlets: [String: String] = [:]
    var tops: [CodeNib.View] = []
    var constraints: [IBConstraint] = []
    var guides: [String: (view: String, guide: ConstraintItem.Guide)] = [:]
    var viewIDs: Set<String> = []
    var excluded: Set<String> = []
    var problem: String?
    func convert(_ view: IBView, backdrop: IBBackdrop? = nil) -> CodeNib.View {
      var node = CodeNib.View(
        id: view.id, className: view.className,
        uikitClass: IBView.uikitClassName(forElement: view.elementName) ?? "UIView",
        line: view.location.line, column: view.location.column)
      node.name = document.outletNames[view.id] ?? view.userLabel
      if let frame = view.frame {
        node.frame = (
          Double(frame.minX), Double(frame.minY), Double(frame.width), Double(frame.height)
        )
      }
      if let mask = view.autoresizingMask {
        var flags: [ViewNode.AutoresizingFlag] = []
        if mask.flexibleMinX { flags.append(.flexibleLeftMargin) }
        if mask.widthSizable { flags.append(.flexibleWidth) }
        if mask.flexibleMaxX { flags.append(.flexibleRightMargin) }
        if mask.flexibleMinY { flags.append(.flexibleTopMargin) }
        if mask.heightSizable { flags.append(.flexibleHeight) }
        if mask.flexibleMaxY { flags.append(.flexibleBottomMargin) }
        node.autoresizing = flags
      }
      node.translatesAutoresizingMaskIntoConstraints =
        view.translatesAutoresizingMaskIntoConstraints
      node.hidden = view.hidden
      node.alpha = view.alpha
      node.clipsToBounds = view.clipsSubviews
      node.text = view.text
      node.drawnContent = document.drawnContent(of: view, backdrop: backdrop)
      if view.stack != nil, problem == nil {
        problem = "the stack view '\(node.name ?? view.id)' (line \(view.location.line))"
      }
      // Size-class variations: the default one's excluded constraints are not installed
      // (TSWeChat's share panel excludes a bottom constraint); one that depends on a size class
      // is not read for code screens.
      for variation in view.variations {
        let changes =
          !variation.includedConstraints.isEmpty || !variation.excludedConstraints.isEmpty
          || !variation.includedSubviews.isEmpty || !variation.excludedSubviews.isEmpty
        if variation.condition.isDefault, variation.includedSubviews.isEmpty,
          variation.excludedSubviews.isEmpty
        {
          excluded.formUnion(variation.excludedConstraints)
        } else if changes, problem == nil {
          problem =
            "the size-class variation '\(variation.condition.key)' (line"
            + " \(variation.location.line))"
        }
      }
      for guide in view.layoutGuides where guide.key == "safeArea" {
        guides[guide.id] = (view.id, .safeArea)
      }
      viewIDs.insert(view.id)
      constraints += view.constraints
      node.subviews = view.subviews.map { subview in
        convert(
          subview,
          backdrop: document.backdrop(of: subview, in: view, behindParent: backdrop?.colour))
      }
      return node
    }
    for scene in document.scenes {
      guard let view = scene.controller.view else { continue }
      if scene.controller.kind == .filesOwner {
        ownerClass = scene.controller.customClass
        for outlet in scene.controller.outlets {
          ownerOutlets[outlet.property] = outlet.destination
        }
        ownerView = convert(view)
      } else if scene.controller.kind == .xibViewHost {
        tops.append(convert(view))
      }
    }
    var converted: [CodeNib.Constraint] = []
    for constraint in constraints
    where !constraint.isPlaceholder && !excluded.contains(constraint.id) {
      if !constraint.variations.isEmpty, problem == nil {
        problem = "the size-class variations of '\(constraint)' (line \(constraint.location.line))"
      }
      func item(_ id: String) -> (String, ConstraintItem.Guide?)? {
        if viewIDs.contains(id) { return (id, nil) }
        if let guide = guides[id] { return (guide.view, guide.guide) }
        return nil
      }
      guard let firstRead = Self.attribute(constraint.firstAttribute),
        let firstItem = item(constraint.firstItem)
      else {
        problem = problem ?? "the constraint '\(constraint)' (line \(constraint.location.line))"
        continue
      }
      var second: (String, ConstraintItem.Guide?)?
      var secondAttribute: ConstraintSpec.Attribute?
      var secondMargins = false
      if let id = constraint.secondItem {
        guard let found = item(id), let written = constraint.secondAttribute,
          let secondRead = Self.attribute(written)
        else {
          problem = problem ?? "the constraint '\(constraint)' (line \(constraint.location.line))"
          continue
        }
        second = found
        secondAttribute = secondRead.0
        secondMargins = secondRead.1
      }
      let relation: ConstraintSpec.Relation =
        switch constraint.relation {
        case .equal: .equal
        case .lessThanOrEqual: .lessThanOrEqual
        case .greaterThanOrEqual: .greaterThanOrEqual
        }
      converted.append(
        CodeNib.Constraint(
          first: firstItem.0, firstGuide: firstRead.1 ? .margins : firstItem.1,
          firstAttribute: firstRead.0, relation: relation, second: second?.0,
          secondGuide: secondMargins ? .margins : second?.1, secondAttribute: secondAttribute,
          multiplier: constraint.multiplier, constant: constraint.constant,
          priority: constraint.priority, text: constraint.description,
          line: constraint.location.line, column: constraint.location.column))
    }
    return CodeNib(
      path: path, ownerClass: ownerClass, ownerView: ownerView, ownerOutlets: ownerOutlets,
      topLevelViews: tops, constraints: converted, outletNames: document.outletNames,
      unreadable: problem)
  }

  /// The scene document's attribute for IB's, and whether it is on the layout margins
  /// (`topMargin` → `top` of `layoutMarginsGuide`); `nil` for baselines.
  static func attribute(_ written: IBLayoutAttribute) -> (ConstraintSpec.Attribute, Bool)? {
    var raw = written.rawValue
    var margins = false
    if raw.hasSuffix("WithinMargins") {
      raw = String(raw.dropLast("WithinMargins".count))
      margins = true
    } else if raw.hasSuffix("Margin") {
      raw = String(raw.dropLast("Margin".count))
      margins = true
    }
    guard let attribute = ConstraintSpec.Attribute(rawValue: raw) else { return nil }
    return (attribute, margins)
  }
}
