import Combine
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Testing

/// Issue 31 Deliver 3: the Combine subset a screen's view model needs — its initial state must flow
/// into the view before a capture draws it. Every value arrives synchronously.
@Suite struct CombineSubsetTests {
    final class ViewModel: ObservableObject {
        @Published var title = "Loading"
        @Published var items: [String] = []
        let refresh = PassthroughSubject<Void, Never>()
        var bag = Set<AnyCancellable>()
        init() {
            refresh.map { ["Featured", "Top Charts", "Featured", "Categories"] }
                .receive(on: DispatchQueue.main)
                .assign(to: &$items)
        }
    }

    final class Screen {
        var title = ""
        var rows: [String] = []
        var count = 0
        var bag = Set<AnyCancellable>()
    }

    @Test("@Published sends its value to a new subscriber, then each change before the property holds it")
    func published() {
        let model = ViewModel()
        var seen: [String] = []
        var heldWhenSent: [String] = []
        model.$title.sink { seen.append($0); heldWhenSent.append(model.title) }.store(in: &model.bag)
        model.title = "Games"
        #expect(seen == ["Loading", "Games"])
        #expect(heldWhenSent == ["Loading", "Loading"])   // willSet, as on iOS
        #expect(model.title == "Games")
    }

    @Test("a view model's state flows into a screen: map, filter, removeDuplicates, receive(on:), assign, assign(to: &$)")
    func stateFlows() {
        let model = ViewModel()
        let screen = Screen()
        model.$title.assign(to: \.title, on: screen).store(in: &screen.bag)
        model.$items.removeDuplicates().map { Array(Set($0)).sorted() }.sink { screen.rows = $0 }.store(in: &screen.bag)
        model.$items.map(\.count).filter { $0 > 0 }.eraseToAnyPublisher().sink { screen.count = $0 }.store(in: &screen.bag)
        #expect(screen.title == "Loading" && screen.rows.isEmpty && screen.count == 0)
        model.refresh.send()
        #expect(screen.rows == ["Categories", "Featured", "Top Charts"] && screen.count == 4)
        model.title = "Apps"
        #expect(screen.title == "Apps")
    }

    @Test("subjects: CurrentValueSubject replays its value; completion ends delivery; cancelling stops it")
    func subjects() {
        let current = CurrentValueSubject<Int, Never>(1)
        var got: [Int] = []
        var finished = false
        let cancellable = current.sink(receiveCompletion: { _ in finished = true }, receiveValue: { got.append($0) })
        current.send(2)
        current.value = 3
        #expect(got == [1, 2, 3] && current.value == 3)
        cancellable.cancel()
        current.send(4)
        #expect(got == [1, 2, 3])
        let passthrough = PassthroughSubject<String, Never>()
        var words: [String] = []
        let kept = passthrough.sink(receiveCompletion: { _ in finished = true }, receiveValue: { words.append($0) })
        passthrough.send("a")
        passthrough.send(completion: .finished)
        passthrough.send("b")
        #expect(words == ["a"] && finished)
        _ = kept
        var justValues: [Int] = []
        _ = Just(7).map { $0 * 6 }.sink { justValues.append($0) }
        #expect(justValues == [42])
    }

    @Test("releasing the AnyCancellable cancels the subscription")
    func releaseCancels() {
        let subject = PassthroughSubject<Int, Never>()
        var got: [Int] = []
        do {
            let c = subject.sink { got.append($0) }
            subject.send(1)
            _ = c
        }
        subject.send(2)
        #expect(got == [1])
    }

    @Test("ObservableObject has one objectWillChange publisher per object")
    func observable() {
        let model = ViewModel()
        var fired = 0
        let c = model.objectWillChange.sink { fired += 1 }
        model.objectWillChange.send()
        #expect(fired == 1 && model.objectWillChange === model.objectWillChange)
        _ = c
    }
}

/// Foundation's `Timer.publish`, as view models write it: subscribed, never firing (a capture is one instant).
@Suite struct TimerPublisherTests {
    @Test func aTimerPublisherNeverFires() {
        var ticks = 0
        let cancellable = Timer.publish(every: 1, on: .main, in: .common).autoconnect().sink { _ in ticks += 1 }
        #expect(ticks == 0)
        cancellable.cancel()
    }
}

/// Futures, failures and decoding as a networked view model chains them (metatext's HTTP client).
@Suite struct FuturesAndFailuresTests {
    struct Toot: Decodable, Equatable { let id: String }

    @Test func aFutureDeliversItsResultToEverySubscriber() {
        var attempts = 0
        let future = Future<Int, Never> { promise in attempts += 1; promise(.success(7)) }
        var seen: [Int] = []
        let a = future.sink { seen.append($0) }
        let b = Deferred { future }.map { $0 * 2 }.sink { seen.append($0) }
        #expect(seen == [7, 14] && attempts == 1)
        _ = (a, b)
    }

    @Test func tryMapDecodeCatchAndFlatMap() {
        var toots: [Toot] = []
        var failed: (any Error)?
        let json = Just(Data(#"[{"id": "1"}, {"id": "2"}]"#.utf8))
        let ok = json.setFailureType(to: Error.self).decode(type: [Toot].self, decoder: JSONDecoder())
            .sink(receiveCompletion: { if case .failure(let e) = $0 { failed = e } }, receiveValue: { toots = $0 })
        #expect(toots.map(\.id) == ["1", "2"] && failed == nil)
        let bad = Just(Data("nope".utf8)).decode(type: [Toot].self, decoder: JSONDecoder()).replaceError(with: [Toot(id: "fallback")])
            .sink { toots = $0 }
        #expect(toots == [Toot(id: "fallback")])
        var events: [String] = []
        let chained = Just(2).flatMap { n in Just(n + 1) }.handleEvents(receiveOutput: { events.append("out \($0)") })
            .tryMap { n -> Int in if n > 2 { throw URLError(.badURL) }; return n }
            .mapError { $0 as? URLError ?? URLError(.unknown) }
            .catch { _ in Just(-1) }
            .sink { events.append("got \($0)") }
        #expect(events == ["out 3", "got -1"])
        _ = (ok, bad, chained)
    }

    /// A capture has no network: a data task publisher fails at once, as an offline device's does.
    @Test func aDataTaskPublisherFailsOffline() {
        var code: URLError.Code?
        let c = URLSession.shared.dataTaskPublisher(for: URL(fileURLWithPath: "/x"))
            .sink(receiveCompletion: { if case .failure(let e) = $0 { code = e.code } }, receiveValue: { _ in })
        #expect(code == .notConnectedToInternet)
        _ = c
    }
}

/// Timing operators and notification publishers, as MessageKit's keyboard handling writes them.
@Suite struct TimingAndNotificationTests {
    @Test func notificationsAreSentUntilCancelledAndTimingOperatorsDeliverAtOnce() {
        let center = NotificationCenter()
        let name = Notification.Name("LayoutshotTest.Changed")
        var received: [String] = []
        let subscription = center.publisher(for: name)
            .compactMap { $0.userInfo?["text"] as? String }
            .debounce(for: .milliseconds(300), scheduler: DispatchQueue.main)
            .subscribe(on: DispatchQueue.global())
            .throttle(for: .seconds(1), scheduler: RunLoop.main, latest: true)
            .sink { received.append($0) }
        center.post(name: name, object: nil, userInfo: ["text": "a"])
        center.post(name: name, object: nil, userInfo: ["text": "b"])
        subscription.cancel()
        center.post(name: name, object: nil, userInfo: ["text": "c"])
        #expect(received == ["a", "b"])
        #expect(DispatchQueue.SchedulerTimeType.Stride.milliseconds(250).timeInterval == 0.25)
    }
}
