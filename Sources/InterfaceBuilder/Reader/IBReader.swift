import Foundation
import HeadlessUIKit
import TextEscaping

extension IBDocument {
  /// Reads the file at `path`.
  ///
  /// - Throws: ``IBError`` for a file that cannot be read as an Interface Builder document
  ///   (empty, too large, merge markers, DOCTYPE/ENTITY, malformed XML, legacy archive, …),
  ///   located at the offending line and column. A tvOS, watchOS or macOS document is *not* an
  ///   error: it is returned with ``isSkipped`` set and a `skipped` note.
  public static func load(path: String, limits: IBReaderLimits = .standard) throws(IBError)
    -> IBDocument
  {
    let start = SourceLocation(file: path, line: 1, column: 1)
    if let problem = InputFileKind.problem(atPath: path) {
      throw IBError(
        .unreadable, "cannot read '\(path)': \(problem); expected a storyboard or xib", at: start)
    }
    guard let handle = FileHandle(forReadingAtPath: path) else {
      throw IBError(.unreadable, "cannot open '\(path)' for reading", at: start)
    }
    defer { try? handle.close() }
    let data: Data
    do {
      data = try handle.read(upToCount: limits.maximumFileSize + 1) ?? Data()
    } catch {
      throw IBError(.unreadable, "cannot read '\(path)': \(error.localizedDescription)", at: start)
    }
    return try IBDocument(data: data, path: path, limits: limits)
  }

  /// Reads a document from bytes; `path` names it in locations.
  public init(data: Data, path: String, limits: IBReaderLimits = .standard) throws(IBError) {
    if data.count > limits.maximumFileSize {
      throw IBError(
        .fileTooLarge,
        "the file is larger than \(limits.maximumFileSize) bytes; Interface Builder files are far"
          + " smaller", at: SourceLocation(file: path, line: 1, column: 1))
    }
    let source = SourceText(file: path, bytes: [UInt8](data))
    try source.preflight()
    let root = try IBXMLTreeBuilder.parse(data: data, file: path, source: source, limits: limits)
    self = try IBDocumentDecoder(path: path, source: source).decode(root)
  }
}

/// Turns the XML tree into an ``IBDocument``, collecting notes.
final class IBDocumentDecoder {
  let path: String
  let source: SourceText
  var notes: [IBNote] = []
  /// Unknown child elements of views and controllers: name → (count, first location).
  var unknownElements: [String: (count: Int, first: SourceLocation)] = [:]
  var syntheticCounter = 0

  init(path: String, source: SourceText) {
    self.path = path
    self.source = source
  }

  func note(_ kind: IBNote.Kind, _ message: String, at location: SourceLocation) {
    notes.append(IBNote(kind, message, at: location))
  }

  func error(_ kind: IBError.Kind, _ message: String, at location: SourceLocation) -> IBError {
    IBError(kind, message, at: location, sourceLine: source.line(location.line))
  }

  func unknown(_ node: IBXMLNode) {
    if let existing = unknownElements[node.name] {
      unknownElements[node.name] = (existing.count + 1, existing.first)
    } else {
      unknownElements[node.name] = (1, node.location)
    }
  }

  // MARK: Document

  func decode(_ root: IBXMLNode) throws(IBError) -> IBDocument {
    switch root.name {
    case "document": break
    case "archive":
      throw error(
        .legacyArchive,
        "unsupported legacy archive xib (Xcode 3/4 '<archive>' format, version"
          + " '\(root["version"] ?? "?")'); open and re-save it in a current Xcode to convert it"
          + " to the '<document>' format", at: root.location)
    default:
      throw error(
        .notInterfaceBuilder,
        "not an Interface Builder document: the root element is '<\(root.name)>'; expected"
          + " '<document>'", at: root.location)
    }
    let type = root["type"]
    let runtime = root["targetRuntime"]
    let platform = IBDocumentDecoder.platform(type: type, targetRuntime: runtime)
    let kind: IBDocument.Kind =
      if let type {
        type.contains("Storyboard") ? .storyboard : .xib
      } else if root.child(
        "scenes") != nil
      { .storyboard } else if path.hasSuffix(".storyboard") { .storyboard } else { .xib }
    var document = IBDocument(path: path, kind: kind, platform: platform, location: root.location)
    document.type = type
    document.version = root["version"]
    document.toolsVersion = root["toolsVersion"]
    document.targetRuntime = runtime
    document.usesAutoLayout = root.bool("useAutolayout") ?? false
    document.usesTraitCollections = root.bool("useTraitCollections") ?? false
    document.usesSafeAreas = root.bool("useSafeAreas") ?? false
    document.isLaunchScreen = root.bool("launchScreen") ?? false
    document.initialViewControllerID = root["initialViewController"]

    guard platform.isUIKit else {
      let name =
        switch platform {
        case .tvOS: "tvOS"
        case .watchOS: "watchOS"
        case .macOS: "macOS"
        default: "an unknown platform ('\(runtime ?? type ?? "no targetRuntime")')"
        }
      note(
        .skipped,
        "\(name) document (targetRuntime '\(runtime ?? "-")'); only iOS and iPadOS documents"
          + " are laid out", at: root.location)
      document.notes = notes
      return document
    }
    if root["variant"] != nil {
      note(.notModelled, "document variant '\(root["variant"] ?? "")' ignored", at: root.location)
    }

    for child in root.children {
      switch child.name {
      case "dependencies":
        if let deployment = child.children.first(where: {
          $0.name == "deployment" && $0["identifier"] == "iOS"
        }) {
          document.deploymentTarget = IBDocumentDecoder.deploymentVersion(
            deployment["version"] ?? deployment["defaultVersion"])
        }
      case "device":
        document.designDevice = designDevice(child)
      case "simulatedMetricsContainer":
        if document.designDevice == nil,
          let screen = child.children.first(where: { $0["key"] == "destination" })
        {
          let id = screen["type"] ?? "retina3_5"
          let orientation =
            child.children.first { $0.name == "simulatedOrientationMetrics" }?["orientation"]
            ?? "portrait"
          document.designDevice = makeDesignDevice(
            id: id, orientation: orientation, location: screen.location)
        }
      case "resources":
        var sizes: [IBNamedSize] = []
        for image in child.children where image.name == "image" {
          // An SF Symbol's entry (`catalog="system"`) gives the 128-pt reference size Interface
          // Builder writes for every system image (width or height 128), not the size UIKit
          // draws the symbol at (a symbol follows its point size or text style): it is no image
          // size (fresh round V: a 30-pt close button's `xmark` drawn 128 pt wide).
          guard image["catalog"] != "system" else { continue }
          if let name = image["name"], let width = image.number("width"),
            let height = image.number("height")
          {
            sizes.append(IBNamedSize(name: name, size: CGSize(width: width, height: height)))
          }
        }
        document.imageSizes = sizes.sorted { $0.name < $1.name }
      case "scenes":
        var scenes: [IBScene] = []
        for scene in child.children {
          if scene.name == "scene" {
            if let decoded = decodeScene(scene) { scenes.append(decoded) }
          } else {
            unknown(scene)
          }
        }
        document.scenes += scenes
      case "objects":
        document.scenes.append(contentsOf: decodeXibObjects(child))
      case "designables", "customFonts", "classes", "inferredMetricsTieBreakers",
        "accessibilityOverrides", "color", "development", "point":
        break
      default:
        unknown(child)
      }
    }
    if document.scenes.isEmpty {
      note(
        .skipped,
        kind == .storyboard
          ? "the storyboard has no scenes; nothing to lay out"
          : "the xib has no top-level views; nothing to lay out", at: root.location)
    }
    if document.usesSafeAreas,
      !document.scenes.contains(where: { scene in
        var found = false
        scene.controller.view?.forEachView { view in
          found = found || view.layoutGuides.contains { $0.key == "safeArea" }
        }
        return found
      }), !document.scenes.isEmpty
    {
      note(
        .notModelled,
        "useSafeAreas is YES but no safe-area guide element is present; the guides present"
          + " decide (spec §4.1)", at: root.location)
    }
    document.outletNames = IBDocument.outletNames(in: root)
    validate(&document)
    flushUnknownElements()
    document.notes = notes
    return document
  }

  func flushUnknownElements() {
    for name in unknownElements.keys.sorted() {
      guard let entry = unknownElements[name] else { continue }
      note(
        .notModelled,
        "element '<\(name)>' is not read (\(entry.count) occurrence\(entry.count == 1 ? "" : "s"))",
        at: entry.first)
    }
    unknownElements = [:]
  }

  static func platform(type: String?, targetRuntime: String?) -> IBDocument.Platform {
    switch targetRuntime {
    case "iOS.CocoaTouch": return .iOS
    case "iOS.CocoaTouch.iPad": return .iPadOS
    case "AppleTV": return .tvOS
    case "watchKit": return .watchOS
    case "MacOSX.Cocoa": return .macOS
    default: break
    }
    guard let type else { return .unknown }
    if type.contains("AppleTV") { return .tvOS }
    if type.contains("WatchKit") { return .watchOS }
    if type.contains("CocoaTouch") { return .iOS }
    if type.contains("Cocoa") { return .macOS }
    return .unknown
  }

  /// `2304` = 0x0900 → `9.0`: the hex digits of the number read as decimal (spec §1.5).
  static func deploymentVersion(_ text: String?) -> String? {
    guard let text, let value = Int(text), value > 0, value < 0x10000 else { return nil }
    let hex = String(value, radix: 16)
    let padded = String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    let major = Int(padded.prefix(padded.count - 2)) ?? 0
    let minor = Int(padded.suffix(2)) ?? 0
    return "\(major).\(minor)"
  }

  func designDevice(_ node: IBXMLNode) -> IBDesignDevice? {
    guard let id = node["id"] else { return nil }
    return makeDesignDevice(
      id: id, orientation: node["orientation"] ?? "portrait", location: node.location)
  }

  func makeDesignDevice(id: String, orientation: String, location: SourceLocation)
    -> IBDesignDevice
  {
    var canvas = IBDesignDevice.portraitCanvas(for: id)
    if canvas == nil {
      note(
        .assumption,
        "unknown 'View as' device '\(id)'; stored frames are used at their stored sizes",
        at: location)
    }
    if orientation == "landscape", let size = canvas {
      canvas = CGSize(width: size.height, height: size.width)
    }
    return IBDesignDevice(id: id, orientation: orientation, canvasSize: canvas, location: location)
  }

  // MARK: Scenes

  static let controllerElements: [String: IBController.Kind] = [
    "viewController": .viewController, "tableViewController": .tableViewController,
    "collectionViewController": .collectionViewController,
    "navigationController": .navigationController, "tabBarController": .tabBarController,
    "splitViewController": .splitViewController, "pageViewController": .pageViewController,
    "avPlayerViewController": .avPlayerViewController,
    "glkViewController": .glkViewController, "hostingController": .hostingController,
    "viewControllerPlaceholder": .storyboardReference,
  ]

  func decodeScene(_ node: IBXMLNode) -> IBScene? {
    let sceneID = node["sceneID"] ?? "scene@\(node.location.line)"
    let objects = node.children(of: "objects")
    var controller: IBController?
    var others: [String] = []
    var detached: [IBView] = []
    for object in objects {
      let isController =
        object["sceneMemberID"] == "viewController"
        || IBDocumentDecoder.controllerElements[object.name] != nil
      if isController, controller == nil {
        controller = decodeController(object)
      } else if object.name == "placeholder" || object.name == "exit" {
        continue
      } else if IBView.elementClasses[object.name] != nil {
        detached.append(decodeView(object, parentID: nil))
        others.append(object.name)
      } else {
        others.append(object.name)
      }
    }
    guard let controller else {
      note(.warning, "scene '\(sceneID)' has no view controller; skipped", at: node.location)
      return nil
    }
    if !others.isEmpty {
      let counts = Dictionary(grouping: others, by: { $0 }).map { "\($0.key) ×\($0.value.count)" }
      note(
        .notModelled,
        "scene '\(sceneID)': objects outside the view hierarchy are not laid out ("
          + counts.sorted().joined(separator: ", ") + ")", at: node.location)
    }
    var scene = IBScene(
      id: sceneID, location: node.location, controller: controller, isSynthesized: false)
    scene.detachedViews = detached
    return scene
  }

  /// A xib's top-level objects: a controller xib (File's Owner with a `view` outlet) or one
  /// synthesised scene per top-level view (spec §2.2).
  func decodeXibObjects(_ node: IBXMLNode) -> [IBScene] {
    var ownerClass: String?
    var ownerModule: String?
    var ownerViewID: String?
    var ownerOutlets: [IBOutletConnection] = []
    var ownerLocation = node.location
    var scenes: [IBScene] = []
    for object in node.children where object.name == "placeholder" {
      guard object["placeholderIdentifier"] == "IBFilesOwner" else { continue }
      ownerClass = object["customClass"]
      ownerModule = object["customModule"]
      ownerLocation = object.location
      for connection in object.children(of: "connections")
      where connection.name == "outlet" && connection["property"] == "view" {
        ownerViewID = connection["destination"]
      }
      for connections in object.children where connections.name == "connections" {
        ownerOutlets += outlets(connections)
      }
    }
    for object in node.children {
      if object.name == "placeholder" { continue }
      if let kind = IBDocumentDecoder.controllerElements[object.name] {
        var controller = decodeController(object)
        controller.kind = kind
        scenes.append(
          IBScene(
            id: "xib:\(controller.id)", location: object.location, controller: controller,
            isSynthesized: true))
        continue
      }
      guard IBView.elementClasses[object.name] != nil || object.child("rect") != nil else {
        note(
          .notModelled, "top-level object '<\(object.name)>' is not a view; not laid out",
          at: object.location)
        continue
      }
      let view = decodeView(object, parentID: nil)
      let isOwnerView = ownerViewID != nil && ownerViewID == view.id
      var controller = IBController(
        id: isOwnerView ? "-1" : "host:\(view.id)", kind: isOwnerView ? .filesOwner : .xibViewHost,
        elementName: isOwnerView ? "placeholder" : "view",
        location: isOwnerView ? ownerLocation : object.location)
      if isOwnerView {
        controller.customClass = ownerClass
        controller.customModule = ownerModule
        controller.outlets = ownerOutlets
      } else {
        note(
          .assumption,
          "free-standing xib view '\(view.userLabel ?? view.id)' (\(view.className)) is laid out at"
            + " its stored size in a host controller, not resized to the screen",
          at: object.location)
      }
      controller.view = view
      scenes.append(
        IBScene(
          id: "xib:\(view.id)", location: object.location, controller: controller,
          isSynthesized: true))
    }
    return scenes
  }
}
