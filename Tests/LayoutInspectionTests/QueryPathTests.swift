import Testing

@testable import LayoutInspection

@Suite struct QueryPathTests {
  @Test(arguments: [
    (
      "vc.view.safeAreaInsets", QueryPath.Subject.rootView(controllerID: "vc"),
      QueryProperty.safeAreaInsets
    ),
    ("tb.adjustedContentInset", .object(id: "tb"), .adjustedContentInset),
    ("window.statusBarFrame", .window, .statusBarFrame),
    ("window.safeAreaInsets", .window, .safeAreaInsets),
    ("tb.cell(1,2).frame", .object(id: "tb"), .cellFrame(section: 1, row: 2)),
    (
      "tb.cell( 0 , 7 ).contentView.frame", .object(id: "tb"),
      .cellContentViewFrame(section: 0, row: 7)
    ),
    ("cv.item(2,3).frame", .object(id: "cv"), .itemFrame(section: 2, item: 3)),
    ("nav.navigationBar.frame", .object(id: "nav"), .navigationBarFrame),
    ("nav.toolbar.frame", .object(id: "nav"), .toolbarFrame),
    ("tabs.tabBar.frame", .object(id: "tabs"), .tabBarFrame),
    ("vc.topLayoutGuide.length", .object(id: "vc"), .topLayoutGuideLength),
    ("vc.bottomLayoutGuide.length", .object(id: "vc"), .bottomLayoutGuideLength),
    ("  vc.view.frame \n", .rootView(controllerID: "vc"), .frame),
  ])
  func parses(text: String, subject: QueryPath.Subject, property: QueryProperty) throws {
    let path = try QueryPath(text)
    #expect(path.subject == subject)
    #expect(path.property == property)
    #expect(path.text == text.trimmingWhitespace())
  }

  @Test func everyNamedPropertyRoundTrips() throws {
    for (name, property) in QueryProperty.named {
      let path = try QueryPath("x.\(name)")
      #expect(path.property == property)
      #expect(property.name == name)
    }
    #expect(
      QueryProperty.cellContentViewFrame(section: 1, row: 2).name == "cell(1,2).contentView.frame")
  }

  @Test(arguments: [
    ("", QueryError.Kind.malformedPath, "empty path"),
    ("vc", .malformedPath, "add a property, such as 'vc.frame'"),
    (".frame", .malformedPath, "starts with '.'"),
    ("vc.view", .malformedPath, "names a view, not a value"),
    ("window.view.frame", .malformedPath, "the window has no 'view'; write 'window.frame'"),
    ("vc.", .unknownProperty, "missing property after '.'"),
    ("vc.safeAreInsets", .unknownProperty, "did you mean 'safeAreaInsets'?"),
    ("vc.view.SAFEAREAINSETS", .unknownProperty, "did you mean 'safeAreaInsets'?"),
    ("vc.zzzzzzzzzzzzzzzzzz", .unknownProperty, "properties are 'frame'"),
    ("tb.cell(0).frame", .malformedPath, "expected two numbers in '(0)'"),
    ("tb.cell(a,b).frame", .malformedPath, "not two non-negative whole numbers"),
    ("tb.cell(-1,0).frame", .malformedPath, "not two non-negative whole numbers"),
    ("tb.cell(0,1).bounds", .malformedPath, "unknown property '.bounds'"),
    ("tb.cell(0,1", .malformedPath, "missing ')'"),
    ("cv.item(0,1).contentView.frame", .malformedPath, "'item(SECTION,ITEM).frame'"),
  ])
  func rejects(text: String, kind: QueryError.Kind, fragment: String) {
    #expect {
      _ = try QueryPath(text)
    } throws: { error in
      guard let error = error as? QueryError else { return false }
      return error.kind == kind && error.message.contains(fragment)
        && error.path == text.trimmingWhitespace()
    }
  }
}
