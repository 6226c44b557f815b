import DeviceCatalog
import Foundation
import Testing

@testable import LayoutInspection

@Suite struct QueryValueTests {
  @Test(arguments: [
    (QueryValue.insets(EdgeInsets(top: 88, left: 0, bottom: 34, right: 0)), "{88, 0, 34, 0}"),
    (.rect(CGRect(x: 0, y: 88, width: 375, height: 724)), "{{0, 88}, {375, 724}}"),
    (.size(CGSize(width: 375, height: 1100)), "{375, 1100}"),
    (.point(CGPoint(x: 0, y: -88)), "{0, -88}"),
    (.number(44), "44"),
    (.number(97.66666666666666), "97.66666666666667"),
    (.number(-0.5), "-0.5"),
    (.bool(true), "true"),
    (.string("automatic"), "automatic"),
  ])
  func text(value: QueryValue, expected: String) {
    #expect(value.text == expected)
  }

  @Test(arguments: [
    (
      QueryValue.insets(EdgeInsets(top: 88, left: 0, bottom: 34, right: 0)),
      #"{"top":88, "left":0, "bottom":34, "right":0}"#
    ),
    (
      .rect(CGRect(x: 0, y: 88, width: 375, height: 724)),
      #"{"x":0, "y":88, "width":375, "height":724}"#
    ),
    (.size(CGSize(width: 375, height: 1100)), #"{"width":375, "height":1100}"#),
    (.point(CGPoint(x: 0, y: -88)), #"{"x":0, "y":-88}"#),
    (.number(20.5), "20.5"),
    (.number(.infinity), "null"),
    (.bool(false), "false"),
    (.string("a \"b\" \\ c\n\u{1}"), #""a \"b\" \\ c\n\u0001""#),
  ])
  func json(value: QueryValue, expected: String) {
    #expect(value.json == expected)
  }

  @Test func jsonIsValidJSON() throws {
    let values: [QueryValue] = [
      .insets(EdgeInsets(top: 1.5, left: 0, bottom: 34, right: 0)),
      .rect(CGRect(x: 0, y: -88, width: 97.66666666666666, height: 724)),
      .string("tab\t\"quote\" \u{2028}"),
    ]
    for value in values {
      let data = Data("[\(value.json)]".utf8)
      #expect(throws: Never.self) { try JSONSerialization.jsonObject(with: data) }
    }
  }
}
