import Accelerate
import CommonCrypto
import CoreImage
import CryptoKit
import Foundation
import ImageIO
import MobileCoreServices
import Photos
import PhotosUI
import Testing
import UIKit

/// Issue 31 Deliver 3: the image, hashing and photo frameworks Kingfisher 8 reaches (onevcat/Kingfisher
/// 8.11.0, MessageKit's example), as its code calls them.
@Suite struct ImageAndHashStandInTests {
    /// FIPS 180-2, appendix B: "abc", the 448-bit two-block message, and the empty string.
    @Test func sha256IsFIPSs() {
        func hex<S: Sequence>(_ bytes: S) -> String where S.Element == UInt8 { bytes.map { String(format: "%02x", $0) }.joined() }
        #expect(hex(SHA256.hash(data: Data("abc".utf8))) == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        #expect(hex(SHA256.hash(data: Data("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq".utf8)))
                == "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1")
        #expect(hex(SHA256.hash(data: Data())) == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
        // A million "a"s, fed in uneven pieces.
        var hasher = SHA256()
        for size in [1, 63, 64, 65, 999_807] { hasher.update(data: Data(repeating: 0x61, count: size)) }
        #expect(hex(hasher.finalize()) == "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0")
        // CommonCrypto's, as Kingfisher's `String.sha256` calls it.
        var digest = [UInt8](repeating: 0, count: Int(CC_SHA256_DIGEST_LENGTH))
        let data = Data("abc".utf8)
        data.withUnsafeBytes { _ = CC_SHA256($0.baseAddress, CC_LONG(data.count), &digest) }
        #expect(hex(digest) == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
    }

    @Test func imageSourcesReadHeadersAndDestinationsWriteNothing() throws {
        // A PNG's signature and IHDR: 300 × 200.
        var png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]
        png += [0, 0, 0x01, 0x2C, 0, 0, 0, 200, 8, 6, 0, 0, 0]
        let source = try #require(CGImageSourceCreateWithData(Data(png) as CFData, nil))
        #expect(CGImageSourceGetCount(source) == 1 && CGImageSourceGetType(source) == "public.png")
        let image = try #require(CGImageSourceCreateImageAtIndex(source, 0, nil))
        #expect(image.width == 300 && image.height == 200 && CGImageSourceCreateImageAtIndex(source, 1, nil) == nil)
        let thumbnail = CGImageSourceCreateThumbnailAtIndex(source, 0, [kCGImageSourceThumbnailMaxPixelSize: 150] as CFDictionary)
        #expect(thumbnail?.width == 150 && thumbnail?.height == 100)
        #expect(CGImageSourceCopyPropertiesAtIndex(source, 0, nil) == nil)
        let gif = try #require(CGImageSourceCreateWithData(Data("GIF89a".utf8) as CFData, nil))
        #expect(CGImageSourceGetCount(gif) == 0)
        let out = try #require(CFDataCreateMutable(nil, 0))
        let destination = try #require(CGImageDestinationCreateWithData(out, kUTTypeJPEG, 1, nil))
        CGImageDestinationAddImage(destination, image, nil)
        #expect(!CGImageDestinationFinalize(destination) && (out as Data).isEmpty)
        #expect(UIImage(data: Data(png), scale: 2)?.size == CGSize(width: 150, height: 100) && UIImage(data: Data("GIF89a".utf8)) == nil)
    }

    @Test func coreImageKeepsImagesUnfiltered() throws {
        let input = CIImage(cgImage: CGImage(width: 40, height: 30))
        let filter = try #require(CIFilter(name: "CISourceOverCompositing"))
        filter.setValue(input, forKey: kCIInputImageKey)
        filter.setValue(CIColor(color: .red), forKey: kCIInputColorKey)
        #expect(filter.outputImage === input && (filter.value(forKey: kCIInputColorKey) as? CIColor)?.red == 1)
        let cropped = input.applyingFilter("CIColorControls", parameters: [kCIInputBrightnessKey: 0.5]).cropped(to: CGRect(x: 0, y: 0, width: 20, height: 10))
        let made = CIContext(options: nil).createCGImage(cropped, from: cropped.extent)
        #expect(made?.width == 20 && made?.height == 10)
    }

    /// vImage's box: each channel the rounded mean of its kernel, the edges extended.
    @Test func boxBlurAveragesWithExtendedEdges() {
        var pixels: [UInt8] = [0, 0, 0, 0, 90, 90, 90, 90, 0, 0, 0, 0]   // three pixels in a row
        var blurred = [UInt8](repeating: 0, count: 12)
        pixels.withUnsafeMutableBytes { input in
            blurred.withUnsafeMutableBytes { output in
                var src = vImage_Buffer(data: input.baseAddress, height: 1, width: 3, rowBytes: 12)
                var dest = vImage_Buffer(data: output.baseAddress, height: 1, width: 3, rowBytes: 12)
                #expect(vImageBoxConvolve_ARGB8888(&src, &dest, nil, 0, 0, 1, 3, nil, vImage_Flags(kvImageEdgeExtend)) == kvImageNoError)
                #expect(vImageBoxConvolve_ARGB8888(&src, &dest, nil, 0, 0, 1, 2, nil, vImage_Flags(kvImageEdgeExtend)) == kvImageInvalidKernelSize)
            }
        }
        #expect(blurred == [30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30])
    }

    @Test func bitmapContextsHaveMemoryAndImagesTheirSize() throws {
        let context = try #require(CGContext(data: nil, width: 4, height: 2, bitsPerComponent: 8, bytesPerRow: 16,
                                             space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue))
        #expect(context.data?.load(fromByteOffset: 31, as: UInt8.self) == 0 && context.bytesPerRow == 16)
        #expect(context.makeImage()?.width == 4 && CGImage(width: 10, height: 10).cropping(to: CGRect(x: 5, y: 5, width: 10, height: 10))?.width == 5)
        #expect(CGContext(data: nil, width: 0, height: 2, bitsPerComponent: 8, bytesPerRow: 0, space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: 0) == nil)
        let turned = CGRect(x: 0, y: 0, width: 10, height: 20).applying(CGAffineTransform.identity.rotated(by: .pi / 2))
        #expect(abs(turned.width - 20) < 1e-9 && abs(turned.height - 10) < 1e-9)
        let t = CGAffineTransform(translationX: 3, y: 4).scaledBy(x: 2, y: 2)
        #expect(CGPoint(x: 1, y: 1).applying(t).applying(t.inverted()) == CGPoint(x: 1, y: 1))
    }

    @Test func colourComponentsAndAnimatedImages() {
        var (r, g, b, a): (CGFloat, CGFloat, CGFloat, CGFloat) = (0, 0, 0, 0)
        #expect(UIColor.systemBackground.getRed(&r, green: &g, blue: &b, alpha: &a) && r == 1 && a == 1)
        var (h, s, v): (CGFloat, CGFloat, CGFloat) = (0, 0, 0)
        UIColor(red: 0, green: 1, blue: 0, alpha: 1).getHue(&h, saturation: &s, brightness: &v, alpha: &a)
        #expect(abs(h - 1.0 / 3) < 1e-9 && s == 1 && v == 1)
        // 2FAS's `UIColor.hexString` (`TwoFAS/CommonUIKit/UIColor+.swift`) reads `cgColor.components!`.
        let orange = UIColor(red: 1, green: 0.5, blue: 0, alpha: 0.8).cgColor
        #expect(orange.components == [1, 0.5, 0, 0.8] && orange.numberOfComponents == 4 && orange.alpha == 0.8)
        let frames = [UIImage(name: "a", size: CGSize(width: 10, height: 10)), UIImage(name: "b", size: CGSize(width: 10, height: 10))]
        let animated = UIImage.animatedImage(with: frames, duration: 1.5)
        #expect(animated?.images?.count == 2 && animated?.duration == 1.5 && animated?.size.width == 10)
        #expect(UIImage.animatedImage(with: [], duration: 1) == nil && UIImage().pngData() == nil)
    }

    @Test func associatedObjectsLiveWithTheirObject() {
        final class Owner {}
        var key: UInt8 = 0
        withUnsafePointer(to: &key) { keyPointer in
            let owner = Owner()
            objc_setAssociatedObject(owner, keyPointer, "task-1", .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
            #expect(objc_getAssociatedObject(owner, keyPointer) as? String == "task-1")
            #expect(objc_getAssociatedObject(Owner(), keyPointer) == nil)
            objc_removeAssociatedObjects(owner)
            #expect(objc_getAssociatedObject(owner, keyPointer) == nil)
        }
        #expect(!UIView.responds(to: Selector("sharedApplication")) && UIView().perform(Selector("layoutIfNeeded")) == nil)
        #expect(autoreleasepool { 42 } == 42)
    }

    @Test func aLivePhotoCannotBeMadeHere() {
        var answer: (PHLivePhoto?, [AnyHashable: Any])?
        _ = PHLivePhoto.request(withResourceFileURLs: [], placeholderImage: nil, targetSize: .zero, contentMode: .aspectFit) { answer = ($0, $1) }
        #expect(answer?.0 == nil && answer?.1[PHLivePhotoInfoErrorKey] != nil)
        #expect(PHLivePhotoView().livePhoto == nil && PHImageContentMode.default == .aspectFit)
    }
}

/// Issue 31: what Sileo's package Evander (elihwyma/Evander @ 0059e74) reached first: Darwin's names and
/// Core Animation's display link.
@Suite struct DarwinNamesStandInTests {
    @Test func queueLabelsFileTimesAndDefaults() throws {
        let queue = DispatchQueue(label: "org.example.work")
        #expect(String(cString: __dispatch_queue_get_label(queue)) == "org.example.work")
        #expect(__dispatch_queue_get_label(queue) == __dispatch_queue_get_label(DispatchQueue(label: "org.example.work")))
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("stat-\(UUID().uuidString)")
        try Data("x".utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        var info = stat()
        #expect(stat(file.path, &info) == 0 && info.st_mtimespec.tv_sec == info.st_mtim.tv_sec && info.st_mtimespec.tv_sec > 0)
        let defaults = try #require(UserDefaults(suiteName: "layoutshot-\(UUID().uuidString)"))
        defaults.setValue("en", forKey: "AppleLanguage")
        #expect(defaults.string(forKey: "AppleLanguage") == "en")
    }

    @Test func displayLinksAreKeptAndNeverFire() {
        let link = CADisplayLink(target: NSObject(), selector: Selector("tick"))
        link.preferredFrameRateRange = CAFrameRateRange(minimum: 80, maximum: 120, preferred: 120)
        link.add(to: .main, forMode: .common)
        #expect(link.timestamp == 0 && link.preferredFrameRateRange.maximum == 120 && !link.isInvalidated)
        link.invalidate()
        #expect(link.isInvalidated)
        UIKitSimulation.with(Device.preset(named: "iphone-16-pro")!) { #expect(UIScreen.main.maximumFramesPerSecond == 120) }
        UIKitSimulation.with(Device.preset(named: "iphone-15")!) { #expect(UIScreen.main.maximumFramesPerSecond == 60) }
        var ran = false
        UIView.animateKeyframes(withDuration: 1, delay: 0, options: [.calculationModeCubic, .beginFromCurrentState]) { ran = true }
        #expect(ran)
    }
}
