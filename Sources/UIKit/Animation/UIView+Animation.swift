import Foundation

/// UIKit's view animations: a capture draws the final state, so the animations block runs at once and
/// the completion is called with `true` (issue 32: "`UIView.animate`, whose animations block runs at
/// once so the final state is drawn"). Durations, delays, springs and options are accepted.
extension UIView {
    /// UIKit's `UIView.AnimationOptions`.
    public struct AnimationOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let layoutSubviews = AnimationOptions(rawValue: 1 << 0), allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
        public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2), `repeat` = AnimationOptions(rawValue: 1 << 3)
        public static let autoreverse = AnimationOptions(rawValue: 1 << 4), overrideInheritedDuration = AnimationOptions(rawValue: 1 << 5)
        public static let overrideInheritedCurve = AnimationOptions(rawValue: 1 << 6), allowAnimatedContent = AnimationOptions(rawValue: 1 << 7)
        public static let showHideTransitionViews = AnimationOptions(rawValue: 1 << 8), overrideInheritedOptions = AnimationOptions(rawValue: 1 << 9)
        public static let curveEaseInOut = AnimationOptions([]), curveEaseIn = AnimationOptions(rawValue: 1 << 16)
        public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16), curveLinear = AnimationOptions(rawValue: 3 << 16)
        public static let transitionFlipFromLeft = AnimationOptions(rawValue: 1 << 20), transitionCrossDissolve = AnimationOptions(rawValue: 5 << 20)
        public static let transitionFlipFromRight = AnimationOptions(rawValue: 2 << 20), transitionCurlUp = AnimationOptions(rawValue: 3 << 20)
        public static let transitionCurlDown = AnimationOptions(rawValue: 4 << 20), transitionFlipFromTop = AnimationOptions(rawValue: 6 << 20)
        public static let transitionFlipFromBottom = AnimationOptions(rawValue: 7 << 20), preferredFramesPerSecond60 = AnimationOptions(rawValue: 3 << 24)
    }

    /// UIKit's `UIView.AnimationCurve`.
    public enum AnimationCurve: Int, Sendable { case easeInOut, easeIn, easeOut, linear }

    public class func animate(withDuration duration: TimeInterval, delay: TimeInterval, options: AnimationOptions = [],
                              animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil) {
        animations(); completion?(true)
    }

    public class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil) {
        animations(); completion?(true)
    }

    public class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void) { animations() }

    public class func animate(withDuration duration: TimeInterval, delay: TimeInterval, usingSpringWithDamping dampingRatio: CGFloat,
                              initialSpringVelocity velocity: CGFloat, options: AnimationOptions = [],
                              animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil) {
        animations(); completion?(true)
    }

    /// iOS 17's spring form.
    public class func animate(springDuration duration: TimeInterval = 0.5, bounce: CGFloat = 0, initialSpringVelocity: CGFloat = 0,
                              delay: TimeInterval = 0, options: AnimationOptions = [], animations: () -> Void,
                              completion: ((Bool) -> Void)? = nil) {
        animations(); completion?(true)
    }

    /// UIKit's `UIView.KeyframeAnimationOptions`, with UIKit's values.
    public struct KeyframeAnimationOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let layoutSubviews = KeyframeAnimationOptions(rawValue: 1 << 0)
        public static let allowUserInteraction = KeyframeAnimationOptions(rawValue: 1 << 1)
        public static let beginFromCurrentState = KeyframeAnimationOptions(rawValue: 1 << 2)
        public static let `repeat` = KeyframeAnimationOptions(rawValue: 1 << 3)
        public static let autoreverse = KeyframeAnimationOptions(rawValue: 1 << 4)
        public static let overrideInheritedDuration = KeyframeAnimationOptions(rawValue: 1 << 5)
        public static let overrideInheritedOptions = KeyframeAnimationOptions(rawValue: 1 << 9)
        public static let calculationModeLinear = KeyframeAnimationOptions([])
        public static let calculationModeDiscrete = KeyframeAnimationOptions(rawValue: 1 << 10)
        public static let calculationModePaced = KeyframeAnimationOptions(rawValue: 2 << 10)
        public static let calculationModeCubic = KeyframeAnimationOptions(rawValue: 3 << 10)
        public static let calculationModeCubicPaced = KeyframeAnimationOptions(rawValue: 4 << 10)
    }

    public class func animateKeyframes(withDuration duration: TimeInterval, delay: TimeInterval, options: KeyframeAnimationOptions = [],
                                       animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil) {
        animations(); completion?(true)
    }

    public class func addKeyframe(withRelativeStartTime frameStartTime: Double, relativeDuration frameDuration: Double,
                                  animations: @escaping () -> Void) {
        animations()
    }

    public class func transition(with view: UIView, duration: TimeInterval, options: AnimationOptions = [],
                                 animations: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        animations?(); completion?(true)
    }

    public class func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) { actionsWithoutAnimation() }

    public class var areAnimationsEnabled: Bool { false }
    public class func setAnimationsEnabled(_ enabled: Bool) {}
}

/// UIKit's `UIViewPropertyAnimator`: its animations run when it starts (at once), then its completions
/// with `.end`.
open class UIViewPropertyAnimator: NSObject {
    public enum Position: Int, Sendable { case end, start, current }
    private var animations: [() -> Void] = []
    private var completions: [(Position) -> Void] = []
    open var fractionComplete: CGFloat = 0
    open var isReversed = false
    open var isInterruptible = true
    open var pausesOnCompletion = false
    public let duration: TimeInterval

    public init(duration: TimeInterval, curve: UIView.AnimationCurve, animations: (() -> Void)? = nil) {
        self.duration = duration
        super.init()
        if let animations { self.animations.append(animations) }
    }

    public init(duration: TimeInterval, dampingRatio ratio: CGFloat, animations: (() -> Void)? = nil) {
        self.duration = duration
        super.init()
        if let animations { self.animations.append(animations) }
    }

    open class func runningPropertyAnimator(withDuration duration: TimeInterval, delay: TimeInterval, options: UIView.AnimationOptions = [],
                                            animations: @escaping () -> Void, completion: ((Position) -> Void)? = nil) -> UIViewPropertyAnimator {
        let animator = UIViewPropertyAnimator(duration: duration, curve: .easeInOut, animations: animations)
        if let completion { animator.addCompletion(completion) }
        animator.startAnimation()
        return animator
    }

    open func addAnimations(_ animation: @escaping () -> Void) { animations.append(animation) }
    open func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat) { animations.append(animation) }
    open func addCompletion(_ completion: @escaping (Position) -> Void) { completions.append(completion) }

    open func startAnimation() {
        let (run, done) = (animations, completions)
        animations = []; completions = []
        run.forEach { $0() }
        fractionComplete = 1
        done.forEach { $0(.end) }
    }

    open func startAnimation(afterDelay delay: TimeInterval) { startAnimation() }
    open func pauseAnimation() {}
    open func stopAnimation(_ withoutFinishing: Bool) {}
    open func finishAnimation(at finalPosition: Position) {}
}
