@testable import Golden
import Rendering
import Scene
import Testing
import LayoutshotTestSupport

/// What the published pixelmatch says about `ImageDiff`'s test pairs, recorded once, and our
/// `ImageDiff` held to it: per pair and threshold, the mismatched-pixel count, the count with
/// anti-aliasing included, and the SHA-256 of the diff image's RGBA bytes.
///
/// Recorded on 2026-12-01 with **`pixelmatch` 0.4.0 from PyPI** (Wu Haotian's pure-Python port of
/// mapbox/pixelmatch's YIQ releases, the one the peer bench's `diff_pixelmatch.py` uses), Python 3.11.7:
///
///     python3 -m venv pmvenv && pmvenv/bin/pip install pixelmatch==0.4.0
///     pmvenv/bin/python record.py
///
/// where `pairs/<name>.a.rgba` and `.b.rgba` are each pair's `RasterImage.pixels` (expected, actual)
/// written as they are, raw RGBA8 (a throwaway test: `Data(image.pixels).write(to:)`; the SHA-256 of
/// each is in `TestPair.sha256`), and `record.py` is:
///
///     import hashlib
///     from pixelmatch import pixelmatch
///
///     for name, w, h in [("cardShift1", 400, 240), ("cardShift04", 400, 240), ("cardBadge", 400, 240),
///                        ("cardBackground", 400, 240), ("translucent", 40, 30)]:
///         a, b = open(f"pairs/{name}.a.rgba", "rb").read(), open(f"pairs/{name}.b.rgba", "rb").read()
///         for t in [0.0, 0.05, 0.1, 0.3]:
///             out = bytearray(w * h * 4)
///             n = pixelmatch(a, b, w, h, out, threshold=t, includeAA=False)
///             n_aa = pixelmatch(a, b, w, h, bytearray(w * h * 4), threshold=t, includeAA=True)
///             print(f'Fact(.{name}, {t}, {n}, {n_aa}, "{hashlib.sha256(out).hexdigest()}"),')
///
/// Its printout is `facts` below, unedited. The diff images are pixelmatch's defaults: alpha 0.1,
/// differences red, anti-aliasing yellow. If a card pair's SHA-256 no longer matches (fonts or Cairo
/// changed how the card draws), the facts are about other pixels: record them again, as above.
@Suite("pixelmatch facts", .tags(.concurrency))
struct PixelmatchFacts {
    /// The pairs: the card of `ImageDiffTests.card()` against itself changed, and computed translucent pixels.
    enum TestPair: String, Sendable, CaseIterable {
        /// The title moved 1 pt right.
        case cardShift1
        /// The title moved 0.4 pt right: mostly anti-aliasing.
        case cardShift04
        /// The badge's red one step lighter, (255, 59, 48) → (255, 69, 58).
        case cardBadge
        /// The background white → (250, 250, 250).
        case cardBackground
        /// 40×30 px, every alpha 128 or more, every fifth pixel's alpha different.
        case translucent

        var images: (expected: RasterImage, actual: RasterImage) {
            switch self {
            case .cardShift1: (ImageDiffTests.card(), ImageDiffTests.card(shift: 1))
            case .cardShift04: (ImageDiffTests.card(), ImageDiffTests.card(shift: 0.4))
            case .cardBadge: (ImageDiffTests.card(), ImageDiffTests.card(badge: RGBA(255, 69, 58)))
            case .cardBackground: (ImageDiffTests.card(), ImageDiffTests.card(background: RGBA(250, 250, 250)))
            case .translucent: (ImageDiffTests.translucent(0), ImageDiffTests.translucent(9))
            }
        }

        /// SHA-256 of the pixels the facts were recorded on (`sha256sum pairs/*.rgba`).
        var sha256: (expected: String, actual: String) {
            let card = "10e0c9f61fcc90ff094204767bf0fc39bd7fdef82441560852a8b118ce261667"
            return switch self {
            case .cardShift1: (card, "16228443abdfb5fb0586f4e10e8c1f39a7f7a48e26121af848cfb5c478b89da4")
            case .cardShift04: (card, "1c0b0bd719d2bc450e709218c028214e60b49b83ead6177030e2b90d5b9c2091")
            case .cardBadge: (card, "a1a78416ee28ec3c62fa142e56617e3ffc23053fc495c7bbee7f62f381d442a2")
            case .cardBackground: (card, "cdff50cbec74b40f52f9f83ea7ef6a8c90ba636d0ffd825197019d23847244be")
            case .translucent: ("f22add541451b03a4386809b4ca07053c7680305b775c4ac8b054ede97d32852",
                                "e1b6ef992c03ee2f52bf5c767534c12171df74aaf4c7426c200948b4f5c40d16")
            }
        }
    }

    /// One row of pixelmatch's answers.
    struct Fact: Sendable, CustomTestStringConvertible {
        let pair: TestPair
        let threshold: Double
        /// `pixelmatch(…, includeAA=False)`: mismatched pixels, anti-aliasing left out.
        let diffPixels: Int
        /// `pixelmatch(…, includeAA=True)`: mismatched pixels, anti-aliasing counted.
        let withAntialiasing: Int
        /// SHA-256 of the `output` `includeAA=False` filled.
        let diffImageSHA256: String

        init(_ pair: TestPair, _ threshold: Double, _ diffPixels: Int, _ withAntialiasing: Int, _ diffImageSHA256: String) {
            (self.pair, self.threshold, self.diffPixels) = (pair, threshold, diffPixels)
            (self.withAntialiasing, self.diffImageSHA256) = (withAntialiasing, diffImageSHA256)
        }

        var testDescription: String { "\(pair.rawValue), threshold \(threshold)" }
    }

    static let facts: [Fact] = [
        Fact(.cardShift1, 0.0, 881, 3650, "2d7cc710c85c4c798761d5d10f647e8516b2eca04a786fc4369c13f7f2c855a5"),
        Fact(.cardShift1, 0.05, 868, 3405, "39b2c3e517a3c518761492cc20a24f0975e9800e42acce2610182eca0b8396ad"),
        Fact(.cardShift1, 0.1, 853, 3198, "f747a7a38c703db2669752dc0f0b5557592176c9c958a376fb61a5c290468a64"),
        Fact(.cardShift1, 0.3, 828, 2563, "03da14ade87014e31bc9b2ea3f17b0c1f263a164fb07d786db29e0606c003297"),
        Fact(.cardShift04, 0.0, 64, 2075, "51d77d5deaad5d217727de8500b2f55ccda8ba2637ba71d386ede789a84c3db8"),
        Fact(.cardShift04, 0.05, 53, 1853, "4d35cc9a49fbda5a29bb2ad29e62670113e937b9de6f5ce68e8bf0b2504dba92"),
        Fact(.cardShift04, 0.1, 48, 1675, "2f39be4bee03c81d252229e79c99a64690c4d4a465093cae20c9df5d985eb2e3"),
        Fact(.cardShift04, 0.3, 40, 1178, "b624c720f35149048428587b83ef6d7c30c06afd39ca61cd357c376d9c41c04b"),
        Fact(.cardBadge, 0.0, 1701, 1875, "fa4d749ea14f31c1afccd29c19bb9d581eb9280079eb3b611dcee51f08015e49"),
        Fact(.cardBadge, 0.05, 0, 0, "15a10c7b279b1539cf69906d8eadff7e11497ee5dc9b8c6ec0e1728031d83f91"),
        Fact(.cardBadge, 0.1, 0, 0, "15a10c7b279b1539cf69906d8eadff7e11497ee5dc9b8c6ec0e1728031d83f91"),
        Fact(.cardBadge, 0.3, 0, 0, "15a10c7b279b1539cf69906d8eadff7e11497ee5dc9b8c6ec0e1728031d83f91"),
        Fact(.cardBackground, 0.0, 24824, 25044, "ac8bd6a4237d6e79866270667f06ae61fd5245655ae66e296f6b1dd1ff959277"),
        Fact(.cardBackground, 0.05, 0, 0, "15a10c7b279b1539cf69906d8eadff7e11497ee5dc9b8c6ec0e1728031d83f91"),
        Fact(.cardBackground, 0.1, 0, 0, "15a10c7b279b1539cf69906d8eadff7e11497ee5dc9b8c6ec0e1728031d83f91"),
        Fact(.cardBackground, 0.3, 0, 0, "15a10c7b279b1539cf69906d8eadff7e11497ee5dc9b8c6ec0e1728031d83f91"),
        Fact(.translucent, 0.0, 1200, 1200, "9a46e06d49d472eae34dbab595d2b194f0f9072308bc6ccc3fe70bc5c856e1d9"),
        Fact(.translucent, 0.05, 42, 42, "a9b5502937dce905d0e0861eb5d35732e3d9f2b4f637e771a7b45c1c372c6c95"),
        Fact(.translucent, 0.1, 42, 42, "a9b5502937dce905d0e0861eb5d35732e3d9f2b4f637e771a7b45c1c372c6c95"),
        Fact(.translucent, 0.3, 42, 42, "a9b5502937dce905d0e0861eb5d35732e3d9f2b4f637e771a7b45c1c372c6c95"),
    ]

    @Test("the pairs are the pixels the facts were recorded on", arguments: TestPair.allCases)
    func recordedPixels(pair: TestPair) {
        let (expected, actual) = pair.images
        #expect(sha256(expected.pixels) == pair.sha256.expected)
        #expect(sha256(actual.pixels) == pair.sha256.actual)
    }

    @Test("ImageDiff's counts, with and without anti-aliasing, and its diff image are pixelmatch 0.4.0's", arguments: facts)
    func agrees(fact: Fact) throws {
        let (expected, actual) = fact.pair.images
        var options = ImageDiff.Options()
        options.threshold = fact.threshold
        let ours = ImageDiff.compare(expected: expected, actual: actual, options: options)
        #expect(ours.diffPixels == fact.diffPixels)
        #expect(ours.diffPixels + ours.antialiasedPixels == fact.withAntialiasing)
        #expect(sha256(try #require(ours.diffImage).pixels) == fact.diffImageSHA256)
        options.includeAntialiasing = true
        #expect(ImageDiff.compare(expected: expected, actual: actual, options: options).diffPixels == fact.withAntialiasing)
    }

    @Test("SHA-256 gives FIPS 180-4's examples: empty, \"abc\", and 56 bytes that pad into a second block")
    func sha256Examples() {
        #expect(sha256([]) == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
        #expect(sha256(Array("abc".utf8)) == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        #expect(sha256(Array("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq".utf8))
                == "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1")
    }
}
