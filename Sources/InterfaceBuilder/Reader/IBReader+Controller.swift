import Foundation

extension IBDocumentDecoder {
  static let controllerEditorChildren: Set<String> = [
    "simulatedStatusBarMetrics", "simulatedNavigationBarMetrics", "simulatedToolbarMetrics",
    "simulatedTabBarMetrics", "simulatedOrientationMetrics", "simulatedScreenMetrics",
    "freeformSimulatedSizeMetrics", "modalFormSheetSimulatedSizeMetrics",
    "modalPageSheetSimulatedSizeMetrics", "splitViewMasterSimulatedSizeMetrics",
    "splitViewDetailSimulatedSizeMetrics", "nil", "tabBarItem", "toolbarItems", "point",
    "color", "keyCommands", "attributedString", "gestureRecognizers",
  ]

  func decodeController(_ node: IBXMLNode) -> IBController {
    let kind = IBDocumentDecoder.controllerElements[node.name] ?? .other
    let id = node["id"] ?? syntheticID(node)
    var controller = IBController(
      id: id, kind: kind, elementName: node.name, location: node.location)
    if kind == .other {
      note(
        .notModelled,
        "controller element '<\(node.name)>' is not known; laid out as a plain view controller",
        at: node.location)
    }
    controller.customClass = node["customClass"]
    controller.customModule = node["customModule"]
    controller.storyboardIdentifier = node["storyboardIdentifier"]
    controller.userLabel = node["userLabel"]
    controller.title = node["title"]
    controller.extendedLayoutIncludesOpaqueBars = node.bool("extendedLayoutIncludesOpaqueBars")
    controller.automaticallyAdjustsScrollViewInsets = node.bool(
      "automaticallyAdjustsScrollViewInsets")
    controller.hidesBottomBarWhenPushed = node.bool("hidesBottomBarWhenPushed")
    controller.modalPresentationStyle = node["modalPresentationStyle"]
    controller.navigationBarHidden = node.bool("navigationBarHidden")
    if controller.kind == .splitViewController {
      controller.splitAllowsColumnStyle = node.bool("allowDoubleColumnStyle")
      controller.splitPreferredDisplayMode = node["preferredDisplayMode"]
      controller.splitBehavior = node["behavior"]
    }
    controller.toolbarHidden = node.bool("toolbarHidden")
    controller.referencedStoryboard = node["storyboardName"]
    controller.referencedIdentifier = node["referencedIdentifier"]
    for child in node.children {
      switch child.name {
      case "layoutGuides":
        for guide in child.children where guide.name == "viewControllerLayoutGuide" {
          guard let guideID = guide["id"],
            let edge = IBControllerLayoutGuide.Edge(rawValue: guide["type"] ?? "")
          else {
            note(.warning, "layout guide without an id or a top/bottom type", at: guide.location)
            continue
          }
          controller.layoutGuides.append(
            IBControllerLayoutGuide(id: guideID, edge: edge, location: guide.location))
        }
      case "navigationItem":
        var item = IBNavigationItem(id: child["id"], location: child.location)
        item.title = child["title"]
        item.prompt = child["prompt"]
        item.largeTitleDisplayMode = child["largeTitleDisplayMode"]
        for attribute in runtimeAttributes(child) where attribute.keyPath == "prompt" {
          item.prompt = attribute.value ?? ""
        }
        controller.navigationItem = item
        controller.barItemViews.append(contentsOf: barItemViews(child, ownerID: id))
      case "navigationBar" where child["key"] == "navigationBar":
        controller.navigationBar = decodeBar(child)
      case "toolbarItems":
        controller.barItemViews.append(contentsOf: barItemViews(child, ownerID: id))
      case "toolbar" where child["key"] == "toolbar":
        controller.toolbar = decodeBar(child)
      case "tabBar" where child["key"] == "tabBar":
        controller.tabBar = decodeBar(child)
      case "extendedEdge":
        controller.edgesForExtendedLayout = IBRectEdge(
          top: child.bool("top") ?? false, left: child.bool("left") ?? false,
          bottom: child.bool("bottom") ?? false, right: child.bool("right") ?? false)
      case "connections":
        controller.segues.append(contentsOf: segues(child))
        controller.outlets.append(contentsOf: outlets(child))
      case "userDefinedRuntimeAttributes":
        controller.runtimeAttributes.append(contentsOf: runtimeAttributes(child, container: true))
      case "freeformSimulatedSizeMetrics" where child["key"] == "simulatedDestinationMetrics":
        controller.freeformSimulatedSize = true
      case "size" where child["key"] == "freeformSize":
        if let width = child.number("width"), let height = child.number("height") {
          controller.freeformSize = CGSize(width: width, height: height)
        }
      case "value" where child["key"] == "contentSizeForViewInPopover":
        note(
          .notModelled, "'contentSizeForViewInPopover' (preferredContentSize) is not modelled",
          at: child.location)
      default:
        if child["key"] == "view" {
          var view = decodeView(child, parentID: nil)
          view.key = "view"
          controller.view = view
        } else if IBDocumentDecoder.controllerEditorChildren.contains(child.name)
          || child.name.hasPrefix("simulated")
        {
          continue
        } else {
          unknown(child)
        }
      }
    }
    return controller
  }

  func decodeBar(_ node: IBXMLNode) -> IBBar {
    var bar = IBBar(id: node["id"], elementName: node.name, location: node.location)
    bar.translucent = node.bool("translucent")
    bar.barStyle = node["barStyle"]
    bar.prefersLargeTitles = node.bool("largeTitles")
    bar.hasAppearance = node.children.contains {
      $0.name.hasSuffix("Appearance") || $0["key"] == "standardAppearance"
        || $0["key"] == "scrollEdgeAppearance"
    }
    bar.hasScrollEdgeAppearance = node.children.contains {
      $0["key"] == "scrollEdgeAppearance" || $0["key"] == "compactScrollEdgeAppearance"
    }
    return bar
  }

  func outlets(_ connections: IBXMLNode) -> [IBOutletConnection] {
    connections.children.compactMap { connection in
      guard connection.name == "outlet", let property = connection["property"],
        let destination = connection["destination"]
      else { return nil }
      return IBOutletConnection(property: property, destination: destination)
    }
  }

  func segues(_ connections: IBXMLNode) -> [IBSegue] {
    var result: [IBSegue] = []
    for connection in connections.children where connection.name == "segue" {
      guard let destination = connection["destination"], let kind = connection["kind"] else {
        if connection["reference"] == nil {
          note(.warning, "segue without a destination or kind; ignored", at: connection.location)
        }
        continue
      }
      var segue = IBSegue(
        id: connection["id"], kind: kind, relationship: connection["relationship"],
        destination: destination, identifier: connection["identifier"],
        modalPresentationStyle: connection["modalPresentationStyle"],
        location: connection.location)
      segue.customClass = connection["customClass"]
      result.append(segue)
    }
    return result
  }

  func runtimeAttributes(_ node: IBXMLNode, container: Bool = false) -> [IBRuntimeAttribute] {
    let list = container ? node : (node.child("userDefinedRuntimeAttributes") ?? node)
    guard container || list.name == "userDefinedRuntimeAttributes" else { return [] }
    var result: [IBRuntimeAttribute] = []
    for attribute in list.children where attribute.name == "userDefinedRuntimeAttribute" {
      guard let keyPath = attribute["keyPath"] else { continue }
      let nested = attribute.children.first { $0["key"] == "value" }
      let value = attribute["value"] ?? nested?["value"]
      result.append(
        IBRuntimeAttribute(
          keyPath: keyPath, type: attribute["type"] ?? "string", value: value,
          location: attribute.location))
    }
    return result
  }

  func syntheticID(_ node: IBXMLNode) -> String {
    syntheticCounter += 1
    return "\(node.name)@\(node.location.line):\(node.location.column)"
  }
}
