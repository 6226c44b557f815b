// Our own benchmark harness (not kiwi code): builds the workloads of
// Benchmarks/SolverBenchmarks.swift against kiwi's C++ headers, which
// Scripts/kiwi-benchmark.sh downloads from PyPI (kiwisolver sdist) outside the repository.
// Keep the constraint sequences identical to the Swift side.
//
// Usage: harness [--all]   (without --all, sizes where kiwi takes minutes are skipped)
// Output: `workload size milliseconds ms`, one line per measurement, as the Swift side.

#include <kiwi/kiwi.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstring>
#include <functional>
#include <string>
#include <vector>

using namespace kiwi;

namespace {

struct Screen {
  double width, height, top, left, bottom, right;
};

std::vector<Screen> makeScreens() {
  const double portrait[][4] = {
      {320, 480, 20, 0},   {320, 568, 20, 0},   {375, 667, 20, 0},   {414, 736, 20, 0},
      {375, 812, 44, 34},  {414, 896, 48, 34},  {414, 896, 44, 34},  {375, 812, 50, 34},
      {390, 844, 47, 34},  {428, 926, 47, 34},  {393, 852, 59, 34},  {430, 932, 59, 34},
      {402, 874, 62, 34},  {440, 956, 62, 34},  {420, 912, 68, 34},  {768, 1024, 20, 0},
      {810, 1080, 20, 0},  {820, 1180, 24, 20}, {834, 1194, 24, 20}, {1024, 1366, 24, 20},
      {744, 1133, 24, 20}, {834, 1210, 24, 20}, {1032, 1376, 24, 20}, {1024, 1366, 20, 0},
      {834, 1112, 20, 0},
  };
  std::vector<Screen> result;
  for (const auto& p : portrait) result.push_back({p[0], p[1], p[2], 0, p[3], 0});
  for (const auto& p : portrait) {
    bool phone = p[0] < 500;
    double side = phone && p[3] > 0 ? p[2] : 0;
    result.push_back(
        {p[1], p[0], phone ? 0 : p[2], side, p[3] > 0 ? (phone ? 21 : p[3]) : 0, side});
  }
  return result;
}

const std::vector<Screen> screens = makeScreens();

struct Chain {
  Solver solver;
  std::vector<Variable> edits;
  std::vector<Variable> all;

  void suggest(const Screen& s) {
    const double values[] = {s.width, s.height, s.top, s.left, s.bottom, s.right};
    for (size_t i = 0; i < edits.size(); ++i) solver.suggestValue(edits[i], values[i]);
  }

  explicit Chain(int views) {
    Variable cx("container.minX"), cy("container.minY"), cw("container.width"),
        ch("container.height");
    Variable top("inset.top"), left("inset.left"), bottom("inset.bottom"), right("inset.right");
    Variable gx("guide.minX"), gy("guide.minY"), gw("guide.width"), gh("guide.height");
    all = {cx, cy, cw, ch, top, left, bottom, right, gx, gy, gw, gh};
    solver.addConstraint(cx == 0);
    solver.addConstraint(cy == 0);
    edits = {cw, ch, top, left, bottom, right};
    for (auto& e : edits) solver.addEditVariable(e, strength::strong);
    suggest(screens[0]);
    solver.addConstraint(gx == cx + left);
    solver.addConstraint(gy == cy + top);
    solver.addConstraint(gx + gw == cx + cw - right);
    solver.addConstraint(gy + gh == cy + ch - bottom);
    Variable previousY = gy;
    Variable previousHeight;
    bool first = true;
    for (int i = 0; i < views; ++i) {
      Variable x, y, w, h;
      all.insert(all.end(), {x, y, w, h});
      solver.addConstraint(x == gx + 16);
      solver.addConstraint(x + w == gx + gw - 16);
      solver.addConstraint(h == 44);
      if (!first)
        solver.addConstraint(y == previousY + previousHeight + 8);
      else
        solver.addConstraint(y == gy + 8);
      previousY = y;
      previousHeight = h;
      first = false;
    }
    if (views > 0) solver.addConstraint((previousY + previousHeight <= gy + gh - 8) | strength::weak);
    solver.updateVariables();
  }

  double resolveAllScreens() {
    double checksum = 0;
    for (const auto& s : screens) {
      suggest(s);
      solver.updateVariables();
      checksum += edits[0].value();
    }
    return checksum;
  }
};

void buildGrid(int n) {
  Solver s;
  Variable cx, cy, cw, ch;
  s.addConstraint(cx == 0);
  s.addConstraint(cy == 0);
  s.addConstraint(cw == 1000);
  s.addConstraint(ch == 1000);
  std::vector<std::pair<Variable, Variable>> above;
  std::vector<Variable> firstHeights;
  for (int i = 0; i < n; ++i) {
    std::vector<std::pair<Variable, Variable>> row;
    Variable px, pw, firstWidth;
    for (int j = 0; j < n; ++j) {
      Variable x, y, w, h;
      if (j > 0)
        s.addConstraint(x == px + pw + 8);
      else
        s.addConstraint(x == cx + 8);
      if (j > 0)
        s.addConstraint(w == firstWidth);
      else
        firstWidth = w;
      if (j == n - 1) s.addConstraint(x + w == cx + cw - 8);
      if (i == 0) {
        s.addConstraint(y == cy + 8);
        firstHeights.push_back(h);
      } else {
        s.addConstraint(y == above[j].first + above[j].second + 8);
        s.addConstraint(h == firstHeights[j]);
      }
      if (i == n - 1) s.addConstraint(y + h == cy + ch - 8);
      px = x;
      pw = w;
      row.push_back({y, h});
    }
    above = row;
  }
  s.updateVariables();
}

// Median of repeated runs: at least `minimum`, until about `budget` seconds have passed.
double measure(const std::function<void()>& body, int minimum = 3, double budget = 0.3) {
  std::vector<double> samples;
  double spent = 0;
  while ((int)samples.size() < minimum || (spent < budget && samples.size() < 1000)) {
    auto start = std::chrono::steady_clock::now();
    body();
    double seconds =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    samples.push_back(seconds * 1000);
    spent += seconds;
  }
  std::sort(samples.begin(), samples.end());
  return samples[samples.size() / 2];
}

void report(const char* workload, const std::string& size, double ms) {
  std::printf("%-8s %-9s %.4f ms\n", workload, size.c_str(), ms);
  std::fflush(stdout);
}

}  // namespace

int main(int argc, char** argv) {
  bool all = argc > 1 && std::strcmp(argv[1], "--all") == 0;
  // Without --all, skip what takes kiwi minutes and gigabytes (issue 4: chain 10,000 ~27 s and
  // 3 GB, grid 100x100 ~113 s).
  std::vector<int> chainSizes = {10, 100, 1000};
  std::vector<int> gridSizes = {10, 32};
  if (all) {
    chainSizes.push_back(10000);
    gridSizes.push_back(100);
  }
  std::printf("# kiwi %s (C++ -O3)%s, median\n", KIWI_VERSION,
              all ? "" : "; chain 10000 and grid 100x100 skipped (--all runs them)");
  for (int n : chainSizes) {
    int minimum = n >= 10000 ? 1 : 3;
    report("chain", std::to_string(n), measure([n] { Chain c(n); }, minimum));
  }
  for (int n : chainSizes) {
    Chain c(n);
    double checksum = 0;
    double ms = measure([&] { checksum += c.resolveAllScreens(); }, n >= 10000 ? 1 : 3);
    report("resolve", std::to_string(n), ms / screens.size());
    if (checksum <= 0) return 1;
  }
  for (int n : gridSizes) {
    int minimum = n >= 100 ? 1 : 3;
    report("grid", std::to_string(n) + "x" + std::to_string(n), measure([n] { buildGrid(n); }, minimum));
  }
  return 0;
}
