import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

// Combine's publishers of one result, failure handling and decoding, synchronous as the rest of this
// subset (README "UIKit on Linux"): a value sent is delivered before the call that sent it returns.

/// Combine's `Future`: runs its closure at once; each subscriber gets the result (now, or when the
/// promise is fulfilled later), then completion.
public final class Future<Output, Failure: Error>: Publisher {
    public typealias Promise = (Result<Output, Failure>) -> Void
    private var result: Result<Output, Failure>?
    private var waiting: [(Result<Output, Failure>) -> Void] = []

    public init(_ attemptToFulfill: (@escaping Promise) -> Void) {
        attemptToFulfill { [weak self] result in
            guard let self, self.result == nil else { return }
            self.result = result
            let waiting = self.waiting
            self.waiting = []
            waiting.forEach { $0(result) }
        }
    }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        subscriber.receive(subscription: SimpleSubscription())
        let deliver: (Result<Output, Failure>) -> Void = { result in
            switch result {
            case .success(let value): _ = subscriber.receive(value); subscriber.receive(completion: .finished)
            case .failure(let error): subscriber.receive(completion: .failure(error))
            }
        }
        if let result { deliver(result) } else { waiting.append(deliver) }
    }
}

/// Combine's `Deferred`: makes its publisher for each subscriber.
public struct Deferred<DeferredPublisher: Publisher>: Publisher {
    public typealias Output = DeferredPublisher.Output
    public typealias Failure = DeferredPublisher.Failure
    public let createPublisher: () -> DeferredPublisher
    public init(createPublisher: @escaping () -> DeferredPublisher) { self.createPublisher = createPublisher }
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        createPublisher().receive(subscriber: subscriber)
    }
}

/// Combine's `Fail`: fails at once.
public struct Fail<Output, Failure: Error>: Publisher {
    public let error: Failure
    public init(error: Failure) { self.error = error }
    public init(outputType: Output.Type, failure: Failure) { error = failure }
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        subscriber.receive(subscription: SimpleSubscription())
        subscriber.receive(completion: .failure(error))
    }
}

/// Combine's `TopLevelDecoder`: what `decode(type:decoder:)` takes (`JSONDecoder`, `PropertyListDecoder`).
public protocol TopLevelDecoder {
    associatedtype Input
    func decode<T: Decodable>(_ type: T.Type, from: Input) throws -> T
}
extension JSONDecoder: TopLevelDecoder {}
extension PropertyListDecoder: TopLevelDecoder {}

extension Publishers {
    /// Combine's `Publishers.TryMap`: a throwing transform; a throw fails the stream with that error.
    public struct TryMap<Upstream: Publisher, Output>: Publisher {
        public typealias Failure = any Error
        public let upstream: Upstream
        public let transform: (Upstream.Output) throws -> Output
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let done = LastValue<Bool>()
            upstream.receive(subscriber: ClosureSubscriber<Upstream.Output, Upstream.Failure>(
                subscription: { subscriber.receive(subscription: $0) },
                value: { value in
                    guard done.value == nil else { return }
                    do { _ = subscriber.receive(try transform(value)) } catch {
                        done.value = true
                        subscriber.receive(completion: .failure(error))
                    }
                },
                completion: { completion in
                    guard done.value == nil else { return }
                    switch completion {
                    case .finished: subscriber.receive(completion: .finished)
                    case .failure(let error): subscriber.receive(completion: .failure(error))
                    }
                }))
        }
    }

    /// Combine's `Publishers.MapError`.
    public struct MapError<Upstream: Publisher, Failure: Error>: Publisher {
        public typealias Output = Upstream.Output
        public let upstream: Upstream
        public let transform: (Upstream.Failure) -> Failure
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            upstream.receive(subscriber: ClosureSubscriber<Output, Upstream.Failure>(
                subscription: { subscriber.receive(subscription: $0) },
                value: { _ = subscriber.receive($0) },
                completion: { completion in
                    switch completion {
                    case .finished: subscriber.receive(completion: .finished)
                    case .failure(let error): subscriber.receive(completion: .failure(transform(error)))
                    }
                }))
        }
    }

    /// Combine's `Publishers.Catch`: on failure, the handler's publisher takes over.
    public struct Catch<Upstream: Publisher, NewPublisher: Publisher>: Publisher where NewPublisher.Output == Upstream.Output {
        public typealias Output = Upstream.Output
        public typealias Failure = NewPublisher.Failure
        public let upstream: Upstream
        public let handler: (Upstream.Failure) -> NewPublisher
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            upstream.receive(subscriber: ClosureSubscriber<Output, Upstream.Failure>(
                subscription: { subscriber.receive(subscription: $0) },
                value: { _ = subscriber.receive($0) },
                completion: { completion in
                    switch completion {
                    case .finished: subscriber.receive(completion: .finished)
                    case .failure(let error):
                        handler(error).receive(subscriber: ClosureSubscriber<Output, Failure>(
                            subscription: { _ in }, value: { _ = subscriber.receive($0) }, completion: { subscriber.receive(completion: $0) }))
                    }
                }))
        }
    }

    /// Combine's `Publishers.FlatMap`: each value's publisher, its values forwarded; completes when
    /// the upstream has (the inner publishers here finish before it does).
    public struct FlatMap<NewPublisher: Publisher, Upstream: Publisher>: Publisher where NewPublisher.Failure == Upstream.Failure {
        public typealias Output = NewPublisher.Output
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        public let transform: (Upstream.Output) -> NewPublisher
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let failed = LastValue<Bool>()
            upstream.receive(subscriber: ClosureSubscriber<Upstream.Output, Failure>(
                subscription: { subscriber.receive(subscription: $0) },
                value: { value in
                    guard failed.value == nil else { return }
                    transform(value).receive(subscriber: ClosureSubscriber<Output, Failure>(
                        subscription: { _ in }, value: { _ = subscriber.receive($0) },
                        completion: { if case .failure = $0, failed.value == nil { failed.value = true; subscriber.receive(completion: $0) } }))
                },
                completion: { if failed.value == nil { subscriber.receive(completion: $0) } }))
        }
    }

    /// Combine's `Publishers.HandleEvents`: calls the closures as events pass.
    public struct HandleEvents<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        let receiveSubscription: ((any Subscription) -> Void)?
        let receiveOutput: ((Output) -> Void)?
        let receiveCompletion: ((Subscribers.Completion<Failure>) -> Void)?
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            upstream.receive(subscriber: ClosureSubscriber<Output, Failure>(
                subscription: { receiveSubscription?($0); subscriber.receive(subscription: $0) },
                value: { receiveOutput?($0); _ = subscriber.receive($0) },
                completion: { receiveCompletion?($0); subscriber.receive(completion: $0) }))
        }
    }
}

extension Publisher {
    public func tryMap<T>(_ transform: @escaping (Output) throws -> T) -> Publishers.TryMap<Self, T> {
        Publishers.TryMap(upstream: self, transform: transform)
    }

    public func mapError<E: Error>(_ transform: @escaping (Failure) -> E) -> Publishers.MapError<Self, E> {
        Publishers.MapError(upstream: self, transform: transform)
    }

    public func `catch`<P: Publisher>(_ handler: @escaping (Failure) -> P) -> Publishers.Catch<Self, P> where P.Output == Output {
        Publishers.Catch(upstream: self, handler: handler)
    }

    /// `replaceError(with:)`: the value instead of a failure, then finished.
    public func replaceError(with output: Output) -> Publishers.Catch<Self, Just<Output>> {
        Publishers.Catch(upstream: self) { _ in Just(output) }
    }

    public func flatMap<P: Publisher>(maxPublishers: Subscribers.Demand = .unlimited,
                                      _ transform: @escaping (Output) -> P) -> Publishers.FlatMap<P, Self> where P.Failure == Failure {
        Publishers.FlatMap(upstream: self, transform: transform)
    }

    public func handleEvents(receiveSubscription: ((any Subscription) -> Void)? = nil, receiveOutput: ((Output) -> Void)? = nil,
                             receiveCompletion: ((Subscribers.Completion<Failure>) -> Void)? = nil,
                             receiveCancel: (() -> Void)? = nil, receiveRequest: ((Subscribers.Demand) -> Void)? = nil) -> Publishers.HandleEvents<Self> {
        Publishers.HandleEvents(upstream: self, receiveSubscription: receiveSubscription, receiveOutput: receiveOutput,
                                receiveCompletion: receiveCompletion)
    }

    public func decode<Item: Decodable, Coder: TopLevelDecoder>(type: Item.Type, decoder: Coder) -> Publishers.TryMap<Self, Item> where Output == Coder.Input {
        tryMap { try decoder.decode(type, from: $0) }
    }

    /// `share()`: the same publisher (values here are delivered synchronously, each subscriber gets
    /// them as the upstream makes them).
    public func share() -> Self { self }

    public func setFailureType<E: Error>(to failureType: E.Type) -> Publishers.MapError<Self, E> where Failure == Never {
        Publishers.MapError(upstream: self) { never in switch never {} }
    }
}

extension URLSession {
    /// Foundation's `URLSession.DataTaskPublisher`: a capture loads nothing from the network — the
    /// publisher fails at once with `URLError(.notConnectedToInternet)`, as an offline device's would.
    public struct DataTaskPublisher: Publisher {
        public typealias Output = (data: Data, response: URLResponse)
        public typealias Failure = URLError
        public let request: URLRequest
        public let session: URLSession
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            Fail<Output, URLError>(error: URLError(.notConnectedToInternet)).receive(subscriber: subscriber)
        }
    }

    public func dataTaskPublisher(for request: URLRequest) -> DataTaskPublisher { DataTaskPublisher(request: request, session: self) }
    public func dataTaskPublisher(for url: URL) -> DataTaskPublisher { DataTaskPublisher(request: URLRequest(url: url), session: self) }
}
