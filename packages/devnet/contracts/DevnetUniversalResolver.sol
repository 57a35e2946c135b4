// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

// A Universal Resolver for the devnet's chain-id-1 ENS, answering the two calls viem makes on mainnet
// (`resolveWithGateways`, `reverseWithGateways`) with the same ABI and errors as ENS's own Universal Resolver,
// whose npm package is not available here. Resolvers are found through the registry (ENSIP-10 wildcards
// included); an offchain resolver's ERC-3668 `OffchainLookup` is wrapped in one batch-gateway query
// (`query((address,string[],bytes)[])`), which viem answers itself for the `x-batch-gateway:true` URL.

interface IENSRegistry {
    function resolver(bytes32 node) external view returns (address);
}

interface IBatchGateway {
    struct Request {
        address sender;
        string[] urls;
        bytes data;
    }

    function query(Request[] memory requests) external view returns (bool[] memory failures, bytes[] memory responses);
}

error OffchainLookup(address sender, string[] urls, bytes callData, bytes4 callbackFunction, bytes extraData);
error ResolverNotFound(bytes name);
error ResolverNotContract(bytes name, address resolver);
error UnsupportedResolverProfile(bytes4 selector);
error ResolverError(bytes errorData);
error ReverseAddressMismatch(string primary, bytes primaryAddress);
error InvalidBatchGatewayResponse();

contract DevnetUniversalResolver {
    IENSRegistry public immutable registry;

    bytes4 private constant EXTENDED_RESOLVER = 0x9061b923; // resolve(bytes,bytes)
    bytes4 private constant ADDR = 0x3b3b57de; // addr(bytes32)
    bytes4 private constant NAME = 0x691f3431; // name(bytes32)

    /// What a lookup needs to go on after the gateway answered.
    struct Pending {
        address resolver;
        bytes4 callback;
        bytes extraData;
        bool extended;
    }

    /// An `OffchainLookup`'s arguments.
    struct Lookup {
        address sender;
        string[] urls;
        bytes callData;
        bytes4 callbackFunction;
        bytes extraData;
    }

    constructor(IENSRegistry registry_) {
        registry = registry_;
    }

    function supportsInterface(bytes4 interfaceId) external pure returns (bool) {
        return interfaceId == 0x01ffc9a7;
    }

    /// The resolver of `name` (DNS-encoded), the node of `name`, and where in `name` the resolver's node starts.
    function findResolver(bytes memory name) public view returns (address resolver, bytes32 node, uint256 offset) {
        node = namehash(name, 0);
        for (uint256 at = 0; at < name.length && uint8(name[at]) != 0; at += uint8(name[at]) + 1) {
            resolver = registry.resolver(namehash(name, at));
            if (resolver != address(0)) return (resolver, node, at);
        }
        return (address(0), node, 0);
    }

    function resolveWithGateways(bytes calldata name, bytes calldata data, string[] calldata gateways)
        external
        view
        returns (bytes memory result, address resolver)
    {
        return _resolve(name, data, gateways, this.resolveCallback.selector, "");
    }

    function resolveCallback(bytes calldata response, bytes calldata extraData) external view returns (bytes memory result, address resolver) {
        (Pending memory pending, ) = abi.decode(extraData, (Pending, bytes));
        result = _finish(pending, response);
        return (result, pending.resolver);
    }

    function reverseWithGateways(bytes calldata lookupAddress, uint256 coinType, string[] calldata gateways)
        external
        view
        returns (string memory primary, address resolver, address reverseResolver)
    {
        if (coinType != 60 || lookupAddress.length != 20) revert UnsupportedResolverProfile(NAME);
        bytes memory reverseName = abi.encodePacked(uint8(40), _hex(lookupAddress), uint8(4), "addr", uint8(7), "reverse", uint8(0));
        (reverseResolver, , ) = findResolver(reverseName);
        if (reverseResolver == address(0) || reverseResolver.code.length == 0) return ("", address(0), address(0));
        (bool ok, bytes memory answer) = reverseResolver.staticcall(abi.encodeWithSelector(NAME, namehash(reverseName, 0)));
        if (!ok || answer.length < 64) return ("", address(0), reverseResolver);
        primary = abi.decode(answer, (string));
        if (bytes(primary).length == 0) return ("", address(0), reverseResolver);

        resolver = _forward(primary, lookupAddress, reverseResolver, gateways);
        return (primary, resolver, reverseResolver);
    }

    /// The forward check: the name must resolve back to the address (possibly through a gateway).
    function _forward(string memory primary, bytes calldata lookupAddress, address reverseResolver, string[] calldata gateways)
        private
        view
        returns (address)
    {
        bytes memory forward = dnsEncode(primary);
        bytes memory context = abi.encode(primary, lookupAddress, reverseResolver);
        (bytes memory addrResult, address forwardResolver) =
            _resolve(forward, abi.encodeWithSelector(ADDR, namehash(forward, 0)), gateways, this.reverseCallback.selector, context);
        _checkForward(primary, lookupAddress, addrResult);
        return forwardResolver;
    }

    function reverseCallback(bytes calldata response, bytes calldata extraData)
        external
        view
        returns (string memory primary, address resolver, address reverseResolver)
    {
        (Pending memory pending, bytes memory context) = abi.decode(extraData, (Pending, bytes));
        bytes memory lookupAddress;
        (primary, lookupAddress, reverseResolver) = abi.decode(context, (string, bytes, address));
        _checkForward(primary, lookupAddress, _finish(pending, response));
        return (primary, pending.resolver, reverseResolver);
    }

    function _checkForward(string memory primary, bytes memory lookupAddress, bytes memory addrResult) private pure {
        address resolved = addrResult.length >= 32 ? abi.decode(addrResult, (address)) : address(0);
        if (keccak256(abi.encodePacked(resolved)) != keccak256(lookupAddress)) {
            revert ReverseAddressMismatch(primary, abi.encodePacked(resolved));
        }
    }

    /// Calls the resolver of `name` with `data`; an `OffchainLookup` goes back to the caller wrapped in a batch-gateway query.
    function _resolve(bytes memory name, bytes memory data, string[] memory gateways, bytes4 callback, bytes memory context)
        private
        view
        returns (bytes memory, address)
    {
        (address resolver, , uint256 offset) = findResolver(name);
        if (resolver == address(0)) revert ResolverNotFound(name);
        if (resolver.code.length == 0) revert ResolverNotContract(name, resolver);
        bool extended = _supports(resolver, EXTENDED_RESOLVER);
        if (!extended && offset != 0) revert ResolverNotFound(name);
        bytes memory call = extended ? abi.encodeWithSelector(EXTENDED_RESOLVER, name, data) : data;
        (bool ok, bytes memory answer) = resolver.staticcall(call);
        if (!ok) {
            if (answer.length >= 4 && bytes4(answer) == OffchainLookup.selector) _wrapLookup(answer, resolver, extended, gateways, callback, context);
            revert ResolverError(answer);
        }
        if (extended) answer = abi.decode(answer, (bytes));
        if (answer.length == 0) revert UnsupportedResolverProfile(bytes4(data));
        return (answer, resolver);
    }

    /// Re-raises a resolver's `OffchainLookup` as this contract's, through one batch-gateway query.
    function _wrapLookup(bytes memory answer, address resolver, bool extended, string[] memory gateways, bytes4 callback, bytes memory context)
        private
        view
    {
        Lookup memory lookup = abi.decode(_asTuple(answer), (Lookup));
        if (lookup.sender != resolver) revert ResolverError(answer);
        IBatchGateway.Request[] memory requests = new IBatchGateway.Request[](1);
        requests[0] = IBatchGateway.Request(lookup.sender, lookup.urls, lookup.callData);
        revert OffchainLookup(
            address(this),
            gateways,
            abi.encodeCall(IBatchGateway.query, (requests)),
            callback,
            abi.encode(Pending(resolver, lookup.callbackFunction, lookup.extraData, extended), context)
        );
    }

    /// The resolver's answer once the batch gateway replied (`response` is `query`'s result).
    function _finish(Pending memory pending, bytes calldata response) private view returns (bytes memory) {
        (bool[] memory failures, bytes[] memory responses) = abi.decode(response, (bool[], bytes[]));
        if (failures.length != 1 || responses.length != 1) revert InvalidBatchGatewayResponse();
        bytes memory reply = responses[0];
        if (failures[0]) {
            assembly {
                revert(add(reply, 32), mload(reply))
            }
        }
        (bool ok, bytes memory answer) = pending.resolver.staticcall(abi.encodeWithSelector(pending.callback, reply, pending.extraData));
        if (!ok) revert ResolverError(answer);
        if (pending.extended) answer = abi.decode(answer, (bytes));
        return answer;
    }

    function _supports(address target, bytes4 interfaceId) private view returns (bool) {
        (bool ok, bytes memory answer) = target.staticcall{gas: 30_000}(abi.encodeWithSelector(0x01ffc9a7, interfaceId));
        return ok && answer.length >= 32 && abi.decode(answer, (bool));
    }

    /// ENS namehash of the DNS-encoded `name` from `offset` on.
    function namehash(bytes memory name, uint256 offset) public pure returns (bytes32) {
        uint256 length = uint8(name[offset]);
        if (length == 0) return bytes32(0);
        bytes32 label;
        assembly {
            label := keccak256(add(add(name, 33), offset), length)
        }
        return keccak256(abi.encodePacked(namehash(name, offset + length + 1), label));
    }

    /// `a.b.c` → DNS wire format (each label at most 255 bytes).
    function dnsEncode(string memory dotted) public pure returns (bytes memory encoded) {
        bytes memory text = bytes(dotted);
        encoded = new bytes(text.length + 2);
        uint256 start = 0;
        for (uint256 i = 0; i <= text.length; i++) {
            if (i == text.length || text[i] == ".") {
                uint256 length = i - start;
                if (length == 0 || length > 255) revert ResolverNotFound(text);
                encoded[start] = bytes1(uint8(length));
                for (uint256 j = start; j < i; j++) encoded[j + 1] = text[j];
                start = i + 1;
            }
        }
        encoded[text.length + 1] = 0;
    }

    /// An error's arguments (after its selector) as the encoding of one tuple, so they decode into a struct.
    function _asTuple(bytes memory data) private pure returns (bytes memory tuple) {
        tuple = new bytes(data.length + 28);
        tuple[31] = 0x20;
        for (uint256 i = 4; i < data.length; i++) tuple[i + 28] = data[i];
    }

    function _hex(bytes calldata value) private pure returns (bytes memory out) {
        bytes16 digits = "0123456789abcdef";
        out = new bytes(value.length * 2);
        for (uint256 i = 0; i < value.length; i++) {
            out[2 * i] = digits[uint8(value[i]) >> 4];
            out[2 * i + 1] = digits[uint8(value[i]) & 0x0f];
        }
    }
}
